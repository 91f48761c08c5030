// A rider's day in the demo data: orders of the credit demo customer in the
// first center, approved and handed to the demo rider, cash on delivery, so
// the rider pages have something to deliver on a first run.
import { sql } from 'drizzle-orm';
import { bangkokParts } from '@eorder/shared';
import type { Tx } from '../db/client';
import { orderCounters, orderLines, orders, orderStatusHistory, stock } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';

/** Items of each demo delivery: indexes into the products picked, and quantities. */
const DELIVERIES: readonly (readonly [number, number])[][] = [
  [[0, 2]],
  [
    [1, 3],
    [2, 1],
  ],
  [
    [0, 1],
    [2, 2],
  ],
];
const DEMO_PRICE = [120, 85.5, 42] as const;

export async function seedDeliveries(tx: Tx, now: Date): Promise<number> {
  const { creditCustomer, rider } = DEMO_ACCOUNTS;
  const saleUnit = rider.saleUnit;
  const picked = await tx.execute<{
    p_code: string;
    product_name_th: string;
    product_name_en: string | null;
    unit1_code: string;
    unit1_name_th: string;
    unit1_name_en: string;
  }>(sql`
    select p.p_code, p.product_name_th, p.product_name_en, p.unit1_code, p.unit1_name_th, p.unit1_name_en
    from products p join stock s on s.p_code = p.p_code and s.sale_unit = ${saleUnit}
    where s.available >= 20 and p.unit1_rate = 1
    order by p.p_code
    limit 3`);
  const products = picked.rows;
  if (products.length < 3) return 0;
  const { year } = bangkokParts(now);
  const prefix = `${saleUnit}${String(year % 100).padStart(2, '0')}`;
  const shipTo = {
    Code: 'S',
    Name: creditCustomer.customerName,
    Address: '99/9 ถนนสุขุมวิท',
    Province: 'กรุงเทพมหานคร',
    Ampher: 'วัฒนา',
    Town: 'คลองเตยเหนือ',
    ZipCode: '10110',
    TaxID: '',
    Phone: creditCustomer.mobileNo,
  };
  let n = 0;
  for (const items of DELIVERIES) {
    n += 1;
    const lines = items.map(([index, qty], i) => {
      const product = products[index] ?? products[0];
      if (!product) throw new Error('no product for a demo delivery');
      const price = DEMO_PRICE[index] ?? 100;
      return {
        lineNo: i + 1,
        pCode: product.p_code,
        productNameTh: product.product_name_th,
        productNameEn: product.product_name_en ?? product.product_name_th,
        unitLevel: 1,
        unitCode: product.unit1_code,
        unitNameTh: product.unit1_name_th,
        unitNameEn: product.unit1_name_en,
        unitRate: 1,
        qty,
        baseQty: qty,
        price,
        priceType: 'N',
        priceLevel: 1,
        amount: price * qty,
        netAmount: price * qty,
      };
    });
    const total = Math.round(lines.reduce((sum, line) => sum + line.netAmount, 0) * 100) / 100;
    const [order] = await tx
      .insert(orders)
      .values({
        orderId: `${prefix}${String(n).padStart(6, '0')}`,
        saleUnit,
        customerId: creditCustomer.customerId,
        status: 'APPROVED',
        subtotal: total,
        total,
        paymentType: '0',
        shipTo,
        billTo: shipTo,
        riderId: rider.riderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('a demo delivery was not written');
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderPk: order.id })));
    await tx.insert(orderStatusHistory).values([
      { orderPk: order.id, status: 'WAIT', changedByKind: 'customer', changedById: creditCustomer.customerCode, at: now },
      { orderPk: order.id, status: 'APPROVED', changedByKind: 'staff', changedById: null, at: now },
    ]);
    for (const line of lines) {
      await tx
        .update(stock)
        .set({
          available: sql`${stock.available} - ${line.baseQty}`,
          reserved: sql`${stock.reserved} + ${line.baseQty}`,
        })
        .where(sql`${stock.saleUnit} = ${saleUnit} and ${stock.pCode} = ${line.pCode}`);
    }
  }
  await tx.insert(orderCounters).values({ saleUnit, year, lastNo: n });
  return n;
}
