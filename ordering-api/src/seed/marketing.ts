import type { DbOrTx } from '../db/client';
import {
  companySettings,
  contents,
  coupons,
  news,
  promotionCustomers,
  promotionCustomerTypes,
  promotionDetails,
  promotionProducts,
  promotions,
  promotionStoreTypes,
  webConfig,
} from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from './accounts';
import { centerCarries, productCode } from './catalogue';
import { centerContactPage, CONTENTS } from './data/contents';
import { bannerSvg, writeGeneratedFiles, type GeneratedFile } from './images';
import type { SeededCenter, SeededCustomers } from './people';
import { createRng } from './prng';
import { daysAgo, insertMany, pad, thaiDate } from './util';

/**
 * Web-configuration values (Opt / OptValue) of the demo. 'Y' means on. Keys with the EOrder prefix
 * are the ones the web always receives (EOrderIncluded).
 */
export const WEB_CONFIG_SEED: readonly { opt: string; optValue: string; description: string }[] = [
  { opt: 'SOCIAL_FACEBOOK_URL', optValue: 'https://www.facebook.com/', description: 'Facebook page of the company (footer)' },
  { opt: 'SOCIAL_LINE_URL', optValue: 'https://line.me/', description: 'LINE Official Account of the company (footer)' },
  { opt: 'SOCIAL_YOUTUBE_URL', optValue: 'https://www.youtube.com/', description: 'YouTube channel of the company (footer)' },
  { opt: 'EOrderPriceStyle', optValue: 'normal', description: "Price style; 'small' shows small prices" },
  { opt: 'EOrderShowBestSellerHome', optValue: 'Y', description: 'Show best sellers on home' },
  { opt: 'EOrderDisableItemOutOfStock', optValue: 'Y', description: 'Out-of-stock items cannot be selected' },
  { opt: 'EOrderUse2C2PV4', optValue: 'Y', description: 'Use 2C2P version 4' },
  { opt: 'EOrderHideHowToPage', optValue: 'N', description: 'Hide the how-to page' },
  { opt: 'EOrderHideFaqPage', optValue: 'N', description: 'Hide the FAQ page' },
  { opt: 'EOrderRedeemPointSuffix', optValue: 'คะแนน', description: 'Text after the redeem-points total' },
  { opt: 'EOrderUseProductDisplayGroup', optValue: 'Y', description: 'Use product display groups' },
  { opt: 'EOrderProductDisplayGroupInDrawer', optValue: 'Y', description: 'Product display groups in the drawer' },
  { opt: 'EOrderGuestDisableCatalogPrice', optValue: 'N', description: 'Guest mode hides catalogue prices' },
  { opt: 'EOrderDisableRegister', optValue: 'N', description: 'Disable registration' },
  { opt: 'EOrderPaymentIgnoreTotalRemaining', optValue: 'N', description: 'Payment ignores the total remaining' },
  { opt: 'EOrderAnnouncementDisableDates', optValue: '', description: 'Order-announcement disable dates: YYYYMMDD-YYYYMMDD' },
  { opt: 'EOrderPendingApprovalRegister', optValue: 'N', description: 'New customers wait for approval' },
  { opt: 'EOrderSideMenuCategoryLevel', optValue: '1', description: 'Category level of the side menu' },
  { opt: 'EOrderPdpaVersion', optValue: '1.0', description: 'Current privacy-policy version' },
  { opt: 'EOrderMaintenance', optValue: '', description: "Maintenance window 'YYYYMMDDHHmm-YYYYMMDDHHmm'; empty for none" },
];

interface PromotionPlan {
  name: string;
  nameEn: string;
  shortName: string;
  shortNameEn: string;
  remark: string;
  type: 'DiscountValue' | 'DiscountPercent' | 'FreeItem' | '3';
  enabled: boolean;
  from: number;
  to: number;
  byUnit?: boolean;
  lines: { buyMin: number; buyMax?: number; free?: number; disc?: number }[];
  sale: number;
  free: number;
  usageLimit?: number;
  targetDemoCustomer?: boolean;
  weekdays?: string;
}

/** The promotions every center gets: each type, and each status (current, soon, expired, disabled). */
const PLANS: readonly PromotionPlan[] = [
  { name: 'ซื้อครบ 12 ชิ้น ลดชิ้นละ 2 บาท', nameEn: 'Buy 12, save 2 baht each', shortNameEn: 'Save 2 baht', shortName: 'ลด 2 บาท', remark: 'ลดทันทีเมื่อซื้อสินค้าที่ร่วมรายการครบ 12 ชิ้น', type: 'DiscountValue', enabled: true, from: -3, to: 27, lines: [{ buyMin: 12, disc: 2 }], sale: 6, free: 0 },
  { name: 'ลด 5% เมื่อซื้อครบ 2 ลัง', nameEn: '5% off two cases', shortNameEn: '5% off', shortName: 'ลด 5%', remark: 'ส่วนลด 5% สำหรับสินค้าที่ร่วมรายการ', type: 'DiscountPercent', enabled: true, from: -10, to: 20, lines: [{ buyMin: 48, disc: 5 }], sale: 6, free: 0, usageLimit: 100 },
  { name: 'ซื้อ 1 ลัง แถม 1 แพ็ค', nameEn: 'Buy a case, get a pack free', shortNameEn: 'Buy 1 get 1', shortName: 'ซื้อ 1 แถม 1', remark: 'ของแถมตามจำนวนที่กำหนด สูงสุด 10 สิทธิ์', type: 'FreeItem', enabled: true, from: -1, to: 29, lines: [{ buyMin: 24, free: 6 }], sale: 4, free: 1, usageLimit: 10 },
  { name: 'ยอดซื้อครบ 3,000 บาท ลด 100 บาท', nameEn: 'Spend 3,000 baht, save 100 baht', shortNameEn: '100 off the bill', shortName: 'ลดท้ายบิล 100', remark: 'ลดจากยอดรวมทั้งบิล ไม่ต้องเลือกสินค้า', type: '3', enabled: true, from: -7, to: 53, lines: [{ buyMin: 3_000, disc: 100 }], sale: 0, free: 0 },
  { name: 'ลดตามหน่วย ลังละ 10 บาท', nameEn: '10 baht off every case', shortNameEn: '10 off a case', shortName: 'ลังละ 10', remark: 'คำนวณส่วนลดตามหน่วยที่ซื้อ', type: 'DiscountValue', enabled: true, from: 0, to: 14, byUnit: true, lines: [{ buyMin: 1, disc: 10 }], sale: 3, free: 0, targetDemoCustomer: true, weekdays: 'NYYYYYN' },
  { name: 'โปรโมชันเดือนหน้า ลด 3%', nameEn: 'Next month: 3% off', shortNameEn: 'Coming soon', shortName: 'เร็ว ๆ นี้', remark: 'เริ่มเดือนหน้า', type: 'DiscountPercent', enabled: true, from: 20, to: 50, lines: [{ buyMin: 12, disc: 3 }], sale: 3, free: 0 },
  { name: 'โปรโมชันที่หมดอายุแล้ว', nameEn: 'An expired promotion', shortNameEn: 'Expired', shortName: 'หมดอายุ', remark: 'สิ้นสุดแล้ว', type: 'DiscountValue', enabled: true, from: -60, to: -30, lines: [{ buyMin: 6, disc: 1 }], sale: 2, free: 0 },
  { name: 'โปรโมชันที่ปิดใช้งาน', nameEn: 'A disabled promotion', shortNameEn: 'Disabled', shortName: 'ปิดอยู่', remark: 'ปิดชั่วคราว', type: 'FreeItem', enabled: false, from: -5, to: 25, lines: [{ buyMin: 12, free: 1 }], sale: 2, free: 1 },
];

export async function seedMarketing(
  db: DbOrTx,
  opts: { centers: readonly SeededCenter[]; customers: SeededCustomers; productCount: number; now: Date; filesDir: string | null; companyCode: string },
): Promise<{ promotions: number; coupons: number; news: number }> {
  const { centers, now } = opts;
  const first = centers[0]?.saleUnit ?? 'DC01';
  await insertMany(db, companySettings, [
    { companyCode: opts.companyCode, nameTh: 'บริษัท ดีเอสจี ดิสทริบิวชั่น จำกัด', nameEn: 'DSG Distribution Co., Ltd.', logoCode: opts.companyCode, guestCartKey: `${opts.companyCode.toLowerCase()}_guest_cart`, taxNo: '0105560000001', address: '99 ถนนพหลโยธิน แขวงลาดยาว เขตจตุจักร กรุงเทพมหานคร 10900', phone: '020000000', email: 'support@example.com' },
  ]);
  await insertMany(db, webConfig, WEB_CONFIG_SEED.map((c) => ({ ...c, saleUnit: null })));
  const ownContact = centers[1] ? [{ ...centerContactPage(centers[1].place), saleUnit: centers[1].saleUnit }] : [];
  await insertMany(db, contents, [...CONTENTS, ...ownContact].map((c) => ({ ...c, version: c.version ?? null, updatedAt: daysAgo(now, 15) })));

  const promoRows: (typeof promotions.$inferInsert)[] = [];
  const details: (typeof promotionDetails.$inferInsert)[] = [];
  const items: (typeof promotionProducts.$inferInsert)[] = [];
  const targeted: (typeof promotionCustomers.$inferInsert)[] = [];
  const storeTypeRows: (typeof promotionStoreTypes.$inferInsert)[] = [];
  const customerTypeRows: (typeof promotionCustomerTypes.$inferInsert)[] = [];
  const protectedCodes = new Set<string>([DEMO_PRODUCTS.outOfStock, DEMO_PRODUCTS.disabledAtDc01, DEMO_PRODUCTS.lastUnit]);
  const poolSize = Math.min(opts.productCount, 400);
  let promotionId = 0;
  for (const center of centers) {
    const rng = createRng('promotions', center.saleUnit);
    const pool = Array.from({ length: poolSize }, (_, i) => productCode(i + 1)).filter(
      (code) => !protectedCodes.has(code) && centerCarries(center.saleUnit, code, first),
    );
    for (const plan of PLANS) {
      promotionId += 1;
      const discCode = plan.type === 'DiscountPercent' ? 'P' : plan.byUnit ? 'U' : 'B';
      const discType = plan.type === 'DiscountPercent' ? '%' : plan.byUnit ? 'MONEY/UOM' : 'Money';
      const targetDemo = Boolean(plan.targetDemoCustomer) && center.saleUnit === first;
      promoRows.push({
        promotionId,
        saleUnit: center.saleUnit,
        promotionName: plan.name,
        promotionNameEn: plan.nameEn,
        shortNameEn: plan.shortNameEn,
        shortName: plan.shortName,
        promotionRemark: plan.remark,
        promotionType: plan.type,
        flagEnabled: plan.enabled ? 'Y' : 'N',
        dateBegin: thaiDate(now, plan.from),
        dateEnd: thaiDate(now, plan.to),
        weekdays: plan.weekdays ?? 'YYYYYYY',
        storeList: targetDemo ? 'LIST' : 'All',
        customerList: targetDemo ? 'LIST' : 'All',
        customerTypeList: targetDemo ? 'LIST' : 'All',
        byUnit: Boolean(plan.byUnit),
        usageLimit: plan.usageLimit ?? null,
        createdAt: daysAgo(now, 40),
        createdBy: 'seed',
        opts: plan.weekdays ? { Opt31: 'N' } : {},
      });
      plan.lines.forEach((line, i) =>
        details.push({
          promotionId,
          promotionLn: i + 1,
          buyMin: line.buyMin,
          buyMax: line.buyMax ?? null,
          orderBuy: i + 1,
          freeNumber: line.free ?? 0,
          discNumber: line.disc ?? 0,
          discType: plan.type === 'FreeItem' ? null : discType,
          discTypeCode: plan.type === 'FreeItem' ? null : discCode,
          opt6: plan.byUnit ? '1' : null,
        }),
      );
      const chosen = rng.sample(pool, plan.sale + plan.free);
      chosen.slice(0, plan.sale).forEach((pCode) => items.push({ promotionId, kind: 'SALE', pCode }));
      chosen.slice(plan.sale).forEach((pCode) => items.push({ promotionId, kind: 'FREE', pCode, unitLevel: 2 }));
      if (targetDemo) {
        targeted.push({ promotionId, customerId: DEMO_ACCOUNTS.customer.customerId, inclusion: 'IN' });
        targeted.push({ promotionId, customerId: DEMO_ACCOUNTS.creditCustomer.customerId, inclusion: 'NOT_IN' });
        storeTypeRows.push({ promotionId, storeTypeCode: 'S1' }, { promotionId, storeTypeCode: 'S2' });
        customerTypeRows.push({ promotionId, customerTypeCode: '01' }, { promotionId, customerTypeCode: '02' });
      }
    }
  }
  await insertMany(db, promotions, promoRows);
  await insertMany(db, promotionDetails, details);
  await insertMany(db, promotionProducts, items);
  await insertMany(db, promotionCustomers, targeted);
  await insertMany(db, promotionStoreTypes, storeTypeRows);
  await insertMany(db, promotionCustomerTypes, customerTypeRows);

  // Coupons: three for the demo customer (two unused, one used), and some for others.
  const couponRows: (typeof coupons.$inferInsert)[] = [];
  const firstPromotionOf = new Map<string, number>();
  for (const p of promoRows) if (!firstPromotionOf.has(p.saleUnit)) firstPromotionOf.set(p.saleUnit, p.promotionId!);
  const demoId = DEMO_ACCOUNTS.customer.customerId;
  const couponId = (saleUnit: string, n: number) => `CP${saleUnit}${pad(n, 5)}`;
  const seq = new Map<string, number>();
  const nextId = (saleUnit: string) => {
    const n = (seq.get(saleUnit) ?? 0) + 1;
    seq.set(saleUnit, n);
    return couponId(saleUnit, n);
  };
  couponRows.push(
    { couponId: nextId(first), saleUnit: first, promotionId: firstPromotionOf.get(first) ?? null, customerId: demoId, couponType: 'DISCOUNT', value: 50, receivedAt: daysAgo(now, 10), validUntil: daysAgo(now, -30) },
    { couponId: nextId(first), saleUnit: first, promotionId: firstPromotionOf.get(first) ?? null, customerId: demoId, couponType: 'DISCOUNT', value: 100, receivedAt: daysAgo(now, 5), validUntil: daysAgo(now, -60) },
    { couponId: nextId(first), saleUnit: first, promotionId: firstPromotionOf.get(first) ?? null, customerId: demoId, couponType: 'DISCOUNT', value: 50, lock: 'Y', usedAt: daysAgo(now, 3), usedOrderId: 'SEED-USED', receivedAt: daysAgo(now, 20), validUntil: daysAgo(now, -10) },
  );
  for (const [saleUnit, ids] of opts.customers.byCenter) {
    const rng = createRng('coupons', saleUnit);
    for (const id of ids) {
      if (id === demoId || !rng.chance(0.3)) continue;
      const used = rng.chance(0.25);
      couponRows.push({
        couponId: nextId(saleUnit),
        saleUnit,
        promotionId: firstPromotionOf.get(saleUnit) ?? null,
        customerId: id,
        couponType: rng.chance(0.8) ? 'DISCOUNT' : 'POINT',
        value: rng.pick([20, 50, 100]),
        lock: used ? 'Y' : 'N',
        usedAt: used ? daysAgo(now, rng.int(1, 20)) : null,
        usedOrderId: used ? 'SEED-USED' : null,
        receivedAt: daysAgo(now, rng.int(21, 60)),
        validUntil: daysAgo(now, -rng.int(10, 90)),
      });
    }
  }
  await insertMany(db, coupons, couponRows);

  const newsRows = buildNews(centers, now);
  await insertMany(db, news, newsRows.rows);
  if (opts.filesDir) await writeGeneratedFiles(opts.filesDir, newsRows.files);
  return { promotions: promoRows.length, coupons: couponRows.length, news: newsRows.rows.length };
}

function buildNews(centers: readonly SeededCenter[], now: Date): { rows: (typeof news.$inferInsert)[]; files: GeneratedFile[] } {
  const rows: (typeof news.$inferInsert)[] = [];
  const files: GeneratedFile[] = [];
  let id = 0;
  const add = (row: Omit<typeof news.$inferInsert, 'id'>, banner?: { title: string; subtitle: string; from: string; to: string }) => {
    id += 1;
    const image = banner ? `banners/${pad(id, 3)}.svg` : null;
    if (banner && image) files.push({ path: image, content: bannerSvg(banner) });
    rows.push({ id, ...row, image: row.image ?? image });
  };
  const period = (from: number, to: number) => ({ usePeriodDate: true, dateBegin: thaiDate(now, from), dateEnd: thaiDate(now, to) });
  add({ saleUnit: null, newsType: 'B', titleTh: 'สินค้าใหม่ประจำเดือน', titleEn: 'New this month', link: '/product?type=suggest', sort: 1, ...period(-5, 25) }, { title: 'สินค้าใหม่ประจำเดือน', subtitle: 'New this month', from: '#265DA8', to: '#4A90D9' });
  add({ saleUnit: null, newsType: 'B', titleTh: 'ลดท้ายบิล 100 บาท', titleEn: '100 baht off the bill', link: '/product?type=promotion', sort: 2, usePeriodDate: false }, { title: 'ลดท้ายบิล 100 บาท', subtitle: 'ยอดซื้อครบ 3,000 บาท', from: '#C0392B', to: '#F0D061' });
  add({ saleUnit: null, newsType: 'B', titleTh: 'สะสมคะแนนแลกของรางวัล', titleEn: 'Collect points for rewards', link: '/voucher/points', sort: 3, usePeriodDate: false }, { title: 'สะสมคะแนนแลกของรางวัล', subtitle: 'Collect points for rewards', from: '#1F7A4D', to: '#58D68D' });
  add({ saleUnit: null, newsType: 'B', titleTh: 'แบนเนอร์ที่หมดอายุ', titleEn: 'Expired banner', sort: 9, ...period(-40, -10) }, { title: 'หมดอายุแล้ว', subtitle: 'Expired', from: '#555555', to: '#999999' });
  add({ saleUnit: null, newsType: 'B', titleTh: 'แบนเนอร์ที่ปิดไว้', titleEn: 'Inactive banner', sort: 10, activeStatus: 'N', usePeriodDate: false }, { title: 'ปิดไว้', subtitle: 'Inactive', from: '#555555', to: '#999999' });
  for (const center of centers.slice(0, 5)) {
    add(
      { saleUnit: center.saleUnit, newsType: 'B', titleTh: `โปรโมชันเฉพาะ${center.place.cityTh}`, titleEn: `Only in ${center.place.cityEn}`, sort: 4, usePeriodDate: false },
      { title: `เฉพาะ${center.place.cityTh}`, subtitle: `Only in ${center.place.cityEn}`, from: '#7D3C98', to: '#BB8FCE' },
    );
  }
  const newsItems = [
    { th: 'เปิดให้สั่งซื้อออนไลน์ทุกศูนย์แล้ว', en: 'Online ordering in every center', bodyTh: 'สั่งซื้อได้ตลอด 24 ชั่วโมง จัดส่งตามรอบของแต่ละศูนย์', bodyEn: 'Order around the clock; delivery follows each center’s rounds.' },
    { th: 'วันหยุดสงกรานต์ งดจัดส่ง 13-15 เมษายน', en: 'No deliveries on 13-15 April (Songkran)', bodyTh: 'คำสั่งซื้อในช่วงวันหยุดจะจัดส่งในวันทำการถัดไป', bodyEn: 'Orders placed during the holiday are delivered on the next working day.' },
    { th: 'ชำระเงินด้วยพร้อมเพย์ได้แล้ว', en: 'Pay with PromptPay', bodyTh: 'สแกนคิวอาร์โค้ดเพื่อชำระเงินได้ทันที', bodyEn: 'Scan the QR code to pay at once.' },
    { th: 'วิธีสะสมและใช้คะแนน', en: 'How points work', bodyTh: 'ทุกการสั่งซื้อสินค้าที่ร่วมรายการได้รับคะแนนสะสม', bodyEn: 'Orders of taking-part products earn points.' },
  ];
  newsItems.forEach((item, i) =>
    add({ saleUnit: null, newsType: 'N', titleTh: item.th, titleEn: item.en, bodyTh: item.bodyTh, bodyEn: item.bodyEn, sort: i, usePeriodDate: false }),
  );
  add({ saleUnit: null, newsType: 'P', titleTh: 'ซื้อ 1 ลัง แถม 1 แพ็ค', titleEn: 'Buy a case, get a pack free', bodyTh: 'เฉพาะสินค้าที่ร่วมรายการ', bodyEn: 'On taking-part products only.', sort: 1, ...period(-1, 29) }, { title: 'ซื้อ 1 ลัง แถม 1 แพ็ค', subtitle: 'Buy a case, get a pack free', from: '#CA6F1E', to: '#F0D061' });
  add({ saleUnit: null, newsType: 'P', titleTh: 'ลด 5% เมื่อซื้อครบ 2 ลัง', titleEn: '5% off two cases', bodyTh: 'ส่วนลดสำหรับสินค้าที่ร่วมรายการ', bodyEn: 'On taking-part products.', sort: 2, ...period(-10, 20) }, { title: 'ลด 5%', subtitle: 'เมื่อซื้อครบ 2 ลัง', from: '#265DA8', to: '#F0D061' });
  return { rows, files };
}
