// Delivery addresses (SHIPTO) of a customer: the registered one (C), shipping
// (S) and billing (B) addresses per center.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { customerCenters, customers, deliveryAddresses, staffUserCenters } from '../../db/schema';
import { preparedQuery } from '../pricing/prepared';

export type AddressRow = typeof deliveryAddresses.$inferSelect;
export type AddressInsert = typeof deliveryAddresses.$inferInsert;

// Read on every checkout and order, so built once (see preparedQuery).
const listQuery = preparedQuery('addresses_list', (tx) =>
  tx
    .select()
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.customerId, sql.placeholder('customerId')),
        or(
          eq(deliveryAddresses.saleUnit, sql.placeholder('saleUnit')),
          eq(deliveryAddresses.addressType, 'C'),
        ),
      ),
    )
    .orderBy(asc(deliveryAddresses.addressType), asc(deliveryAddresses.id)),
);

export function createAddressRepository(db: Db) {
  return {
    /**
     * The customer's addresses in a center, with the registered (C) address of any center, since
     * a customer has one registered address wherever they order.
     */
    async list(customerId: number, saleUnit: string, tx: DbOrTx = db): Promise<AddressRow[]> {
      return listQuery(tx).execute({ customerId, saleUnit });
    },

    async find(id: number, tx: DbOrTx = db): Promise<AddressRow | undefined> {
      const [row] = await tx.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id)).limit(1);
      return row;
    },

    /** Serialises writers of one customer's addresses (the customer row is locked). */
    async lockCustomer(customerId: number, tx: DbOrTx): Promise<void> {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    },

    async insert(values: AddressInsert, tx: DbOrTx): Promise<AddressRow> {
      const [row] = await tx.insert(deliveryAddresses).values(values).returning();
      if (!row) throw new Error('address insert returned nothing');
      return row;
    },

    async update(id: number, values: PgUpdateSetSource<typeof deliveryAddresses>, tx: DbOrTx): Promise<AddressRow | undefined> {
      const [row] = await tx.update(deliveryAddresses).set(values).where(eq(deliveryAddresses.id, id)).returning();
      return row;
    },

    async findCustomerByCode(customerCode: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(customers).where(eq(customers.customerCode, customerCode)).limit(1);
      return row;
    },

    /** The centers a staff user shares with a customer. */
    async sharedCenters(staffUserId: number, customerId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ saleUnit: staffUserCenters.saleUnit })
        .from(staffUserCenters)
        .innerJoin(customerCenters, eq(customerCenters.saleUnit, staffUserCenters.saleUnit))
        .where(and(eq(staffUserCenters.staffUserId, staffUserId), eq(customerCenters.customerId, customerId)))
        .orderBy(asc(staffUserCenters.saleUnit));
      return rows.map((r) => r.saleUnit);
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
