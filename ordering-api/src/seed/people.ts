import type { DbOrTx } from '../db/client';
import {
  agentClients,
  amphers,
  banks,
  centerBankAccounts,
  customerCenters,
  customers,
  customerTypes,
  deliveryAddresses,
  distributionCenters,
  favourites,
  pdpaConsents,
  photoGroups,
  pointBalances,
  pointLedger,
  provinces,
  riders,
  staffUserCenters,
  staffUsers,
  storeTypes,
  towns,
} from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from './accounts';
import { PLACES, thaiAddress, type Place } from './data/places';
import { centerSvg, writeGeneratedFiles, type GeneratedFile } from './images';
import { createRng } from './prng';
import { daysAgo, insertMany, pad } from './util';

export const saleUnitOf = (index: number): string => `DC${pad(index + 1, 2)}`;
export const customerCodeOf = (n: number): string => `C${pad(n, 6)}`;

export interface SeededCenter {
  saleUnit: string;
  place: Place;
}

export const CUSTOMER_TYPES = [
  { code: '01', nameTh: 'ร้านค้าปลีก', nameEn: 'Retail shop' },
  { code: '02', nameTh: 'ร้านค้าส่ง', nameEn: 'Wholesaler' },
  { code: '03', nameTh: 'มินิมาร์ท', nameEn: 'Minimart' },
  { code: '04', nameTh: 'ร้านอาหาร', nameEn: 'Restaurant' },
  { code: '05', nameTh: 'หน่วยงานและองค์กร', nameEn: 'Institution' },
] as const;

export const STORE_TYPES = [
  { code: 'S1', nameTh: 'ร้านโชห่วย', nameEn: 'Grocery store' },
  { code: 'S2', nameTh: 'ซูเปอร์มาร์เก็ต', nameEn: 'Supermarket' },
  { code: 'S3', nameTh: 'ร้านสะดวกซื้อ', nameEn: 'Convenience store' },
  { code: 'S4', nameTh: 'แผงในตลาด', nameEn: 'Market stall' },
] as const;

const BANKS = [
  { bankCode: '002', bankNameTh: 'ธนาคารกรุงเทพ', bankNameEn: 'Bangkok Bank' },
  { bankCode: '004', bankNameTh: 'ธนาคารกสิกรไทย', bankNameEn: 'Kasikornbank' },
  { bankCode: '006', bankNameTh: 'ธนาคารกรุงไทย', bankNameEn: 'Krungthai Bank' },
  { bankCode: '011', bankNameTh: 'ธนาคารทหารไทยธนชาต', bankNameEn: 'TMBThanachart Bank' },
  { bankCode: '014', bankNameTh: 'ธนาคารไทยพาณิชย์', bankNameEn: 'Siam Commercial Bank' },
  { bankCode: '025', bankNameTh: 'ธนาคารกรุงศรีอยุธยา', bankNameEn: 'Bank of Ayudhya' },
  { bankCode: '030', bankNameTh: 'ธนาคารออมสิน', bankNameEn: 'Government Savings Bank' },
  { bankCode: '034', bankNameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', bankNameEn: 'Bank for Agriculture and Agricultural Co-operatives' },
];

const FIRST_NAMES = ['สมชาย', 'สมศรี', 'มาลี', 'ประเสริฐ', 'วิไล', 'บุญมี', 'สุนทร', 'จันทร์เพ็ญ', 'อำนาจ', 'ทองดี', 'ศรีสุข', 'ประยูร', 'กาญจนา', 'สมหญิง', 'วีระ', 'นิตยา', 'ธนากร', 'พรทิพย์', 'ชัยวัฒน์', 'รัตนา'];
const LAST_NAMES = ['ใจดี', 'รักไทย', 'ศรีสวัสดิ์', 'มั่นคง', 'ทองคำ', 'แสงทอง', 'บุญมา', 'พึ่งบุญ', 'สุขใจ', 'เจริญยิ่ง'];
const SHOP_SUFFIXES = ['การค้า', 'พาณิชย์', 'มินิมาร์ท', 'ค้าส่ง', 'โชห่วย', 'สโตร์'];
const SALES_ROLES = [
  { roleCode: '3', roleName: 'พนักงานขาย' },
  { roleCode: '4', roleName: 'หัวหน้าพนักงานขาย' },
  { roleCode: '5', roleName: 'พนักงานขายเครดิต' },
  { roleCode: '8', roleName: 'พนักงานขายทางโทรศัพท์' },
] as const;
const MERCHANT_ROLE = { roleCode: '1', roleName: 'ผู้ดูแลร้านค้า' } as const;

const CENTER_COLORS = ['#265DA8', '#1F7A4D', '#B03A2E', '#7D3C98', '#CA6F1E'];

/** Centers, their towns and the masters they need. */
export async function seedCenters(
  db: DbOrTx,
  opts: { centers: number; filesDir: string | null; now: Date },
): Promise<SeededCenter[]> {
  const places = PLACES.slice(0, opts.centers);
  const seen = { p: new Set<string>(), a: new Set<string>(), t: new Set<string>() };
  for (const place of places) {
    if (!seen.p.has(place.provinceCode)) {
      seen.p.add(place.provinceCode);
      await db.insert(provinces).values({ provinceCode: place.provinceCode, nameTh: place.provinceTh, nameEn: place.provinceEn });
    }
    if (!seen.a.has(place.ampherCode)) {
      seen.a.add(place.ampherCode);
      await db.insert(amphers).values({ ampherCode: place.ampherCode, provinceCode: place.provinceCode, nameTh: place.ampherTh, nameEn: place.ampherEn });
    }
    if (!seen.t.has(place.townCode)) {
      seen.t.add(place.townCode);
      await db.insert(towns).values({ townCode: place.townCode, ampherCode: place.ampherCode, nameTh: place.townTh, nameEn: place.townEn, zipCode: place.zip });
    }
  }
  const files: GeneratedFile[] = [];
  const rows = places.map((place, i) => {
    const saleUnit = saleUnitOf(i);
    const rng = createRng('center', saleUnit);
    const { street, full } = thaiAddress(place, `${rng.int(1, 399)}/${rng.int(1, 99)}`);
    const withPhoto = i % 3 !== 1;
    if (withPhoto) {
      files.push({ path: `centers/${saleUnit}.svg`, content: centerSvg({ name: `DSG ${place.cityEn}`, color: CENTER_COLORS[i % CENTER_COLORS.length] ?? '#265DA8' }) });
    }
    const withOfficialAccount = i % 4 === 2;
    const lastCenterInactive = opts.centers >= 10 && i === opts.centers - 1;
    return {
      saleUnit,
      distName: `ศูนย์กระจายสินค้า${place.cityTh}`,
      distShortName: `DSG ${place.cityEn}`,
      distNameEn: `${place.cityEn} distribution center`,
      distShortNameEn: `DSG ${place.cityEn}`,
      fullAddress: full,
      address: street,
      provinceCode: place.provinceCode,
      province: place.provinceTh,
      ampherCode: place.ampherCode,
      district: place.ampherTh,
      townCode: place.townCode,
      subdistrict: place.townTh,
      zip: place.zip,
      lat: place.lat,
      lon: place.lon,
      photoPath: withPhoto ? `centers/${saleUnit}.svg` : null,
      lineChannelName: `DSG ${place.cityEn}`,
      lineOaUrl: withOfficialAccount ? `https://line.me/R/ti/p/@dsg${saleUnit.toLowerCase()}` : null,
      lineChannelId: withOfficialAccount ? `16${pad(5_000_000 + i, 8)}` : null,
      areaCode: place.provinceCode,
      taxNo: `0105${pad(5_500_000 + i * 137, 9)}`,
      shipmentName: `ศูนย์${place.cityTh}`,
      contactName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[i % LAST_NAMES.length]}`,
      phone: `0${pad(20_000_000 + i * 1_111, 8)}`,
      active: !lastCenterInactive,
      mouMinAmount: i % 5 === 4 ? null : 1_500 + (i % 4) * 500,
      createdAt: daysAgo(opts.now, 400 - i),
    } satisfies typeof distributionCenters.$inferInsert;
  });
  await insertMany(db, distributionCenters, rows);
  await insertMany(db, banks, BANKS);
  await insertMany(
    db,
    centerBankAccounts,
    rows.slice(0, 5).map((c, i) => ({
      saleUnit: c.saleUnit,
      bankCode: BANKS[i % BANKS.length]?.bankCode ?? '002',
      accountNo: pad(1_234_500_000 + i * 7_919, 10),
      accountName: `บริษัท ดีเอสจี ${PLACES[i]?.cityTh ?? ''} จำกัด`,
    })),
  );
  await insertMany(db, customerTypes, CUSTOMER_TYPES.map((t, i) => ({ ...t, sort: i })));
  await insertMany(db, storeTypes, STORE_TYPES.map((t, i) => ({ ...t, sort: i })));
  const groups = [
    { code: 'FRONT', pictureName: 'หน้าร้าน' },
    { code: 'SHELF', pictureName: 'ชั้นวางสินค้า' },
    { code: 'DOCS', pictureName: 'เอกสาร' },
  ];
  await insertMany(
    db,
    photoGroups,
    rows.flatMap((c) =>
      CUSTOMER_TYPES.flatMap((t) => groups.map((g, sort) => ({ saleUnit: c.saleUnit, customerType: t.code, code: g.code, pictureName: g.pictureName, sort }))),
    ),
  );
  if (opts.filesDir) await writeGeneratedFiles(opts.filesDir, files);
  return places.map((place, i) => ({ saleUnit: saleUnitOf(i), place }));
}

export interface SeededStaff {
  /** Salespeople by center, for customer assignment. */
  salesByCenter: Map<string, number[]>;
  staffCount: number;
  riderCount: number;
}

/** Merchant admins and salespeople (roles 1, 3, 4, 5, 8) per center, and riders. */
export async function seedStaff(db: DbOrTx, centers: readonly SeededCenter[], now: Date): Promise<SeededStaff> {
  const users: (typeof staffUsers.$inferInsert)[] = [];
  const links: (typeof staffUserCenters.$inferInsert)[] = [];
  const salesByCenter = new Map<string, number[]>();
  const addSales = (saleUnit: string, id: number) => salesByCenter.set(saleUnit, [...(salesByCenter.get(saleUnit) ?? []), id]);
  const first = centers[0]?.saleUnit ?? 'DC01';
  const second = centers[1]?.saleUnit;

  const { merchant, salesperson, inactiveStaff } = DEMO_ACCOUNTS;
  users.push(
    { id: merchant.staffUserId, username: 'merchant', displayName: merchant.displayName, mobileNo: merchant.mobileNo, email: 'merchant@example.com', roleCode: MERCHANT_ROLE.roleCode, roleName: MERCHANT_ROLE.roleName, createdAt: daysAgo(now, 300) },
    { id: salesperson.staffUserId, username: 'sales', displayName: salesperson.displayName, mobileNo: salesperson.mobileNo, roleCode: salesperson.roleCode, roleName: 'พนักงานขาย', saleCode: salesperson.saleCode, createdAt: daysAgo(now, 290) },
    { id: inactiveStaff.staffUserId, displayName: inactiveStaff.displayName, mobileNo: inactiveStaff.mobileNo, roleCode: inactiveStaff.roleCode, roleName: 'หัวหน้าพนักงานขาย', active: false, createdAt: daysAgo(now, 280) },
  );
  links.push({ staffUserId: merchant.staffUserId, saleUnit: first, isDefault: true });
  if (second) links.push({ staffUserId: merchant.staffUserId, saleUnit: second });
  links.push({ staffUserId: salesperson.staffUserId, saleUnit: first, isDefault: true });
  links.push({ staffUserId: inactiveStaff.staffUserId, saleUnit: first, isDefault: true });
  addSales(first, salesperson.staffUserId);

  let id = 3;
  let mobile = 100;
  for (const [i, center] of centers.entries()) {
    const rng = createRng('staff', center.saleUnit);
    const person = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    if (i > 0) {
      id += 1;
      users.push({ id, displayName: person(), mobileNo: `0861${pad(mobile++, 6)}`, roleCode: MERCHANT_ROLE.roleCode, roleName: MERCHANT_ROLE.roleName, createdAt: daysAgo(now, 250) });
      links.push({ staffUserId: id, saleUnit: center.saleUnit, isDefault: true });
    }
    const salesCount = i === 0 ? 3 : 2;
    for (let k = 0; k < salesCount; k++) {
      id += 1;
      const role = SALES_ROLES[(i + k) % SALES_ROLES.length]!;
      users.push({ id, displayName: person(), mobileNo: `0861${pad(mobile++, 6)}`, roleCode: role.roleCode, roleName: role.roleName, saleCode: `S${pad(id, 4)}`, createdAt: daysAgo(now, 200 - k) });
      links.push({ staffUserId: id, saleUnit: center.saleUnit, isDefault: true });
      addSales(center.saleUnit, id);
    }
  }
  await insertMany(db, staffUsers, users);
  await insertMany(db, staffUserCenters, links);

  const { rider, inactiveRider } = DEMO_ACCOUNTS;
  const riderRows: (typeof riders.$inferInsert)[] = [
    { id: rider.riderId, name: rider.name, mobileNo: rider.mobileNo, saleUnit: first, vehiclePlate: '1กข 1234' },
    { id: inactiveRider.riderId, name: inactiveRider.name, mobileNo: inactiveRider.mobileNo, saleUnit: first, active: false },
  ];
  let riderId = 2;
  for (const center of centers) {
    const rng = createRng('rider', center.saleUnit);
    riderId += 1;
    riderRows.push({
      id: riderId,
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      mobileNo: `0871${pad(100 + riderId, 6)}`,
      saleUnit: center.saleUnit,
      vehiclePlate: `${rng.int(1, 9)}ขค ${rng.int(1000, 9999)}`,
    });
  }
  await insertMany(db, riders, riderRows);
  return { salesByCenter, staffCount: users.length, riderCount: riderRows.length };
}

export interface SeededCustomers {
  count: number;
  /** Customer ids by primary center. */
  byCenter: Map<string, number[]>;
}

/** Customers over the centers, with the special accounts of DEMO_ACCOUNTS as numbers 1 to 10. */
export async function seedCustomers(
  db: DbOrTx,
  opts: { customers: number; centers: readonly SeededCenter[]; staff: SeededStaff; passwordHash: string; now: Date; productCount: number },
): Promise<SeededCustomers> {
  const { centers, now, passwordHash } = opts;
  const first = centers[0]!;
  const centerAt = (i: number) => centers[i % centers.length]!;
  const bySaleUnit = new Map(centers.map((c) => [c.saleUnit, c]));
  const rows: (typeof customers.$inferInsert)[] = [];
  const links: (typeof customerCenters.$inferInsert)[] = [];
  const addresses: (typeof deliveryAddresses.$inferInsert)[] = [];
  const byCenter = new Map<string, number[]>();

  const special = new Map<number, Partial<typeof customers.$inferInsert> & { saleUnits: readonly string[] }>();
  const A = DEMO_ACCOUNTS;
  const secondSaleUnit = centers[1]?.saleUnit ?? first.saleUnit;
  const onlyExisting = (list: readonly string[]) => list.filter((su) => bySaleUnit.has(su));
  special.set(A.customer.customerId, { customerName: A.customer.customerName, username: A.customer.username, mobileNo: A.customer.mobileNo, priceLevel: 1, customerType: '01', storeType: 'S1', personType: '2', email: 'demo@example.com', pdpaVersion: '1.0', pdpaAccepted: true, saleUnits: onlyExisting(A.customer.saleUnits) });
  special.set(A.creditCustomer.customerId, { customerName: A.creditCustomer.customerName, username: A.creditCustomer.username, mobileNo: A.creditCustomer.mobileNo, priceLevel: 2, authorizeAmount: A.creditCustomer.authorizeAmount, debtAmount: A.creditCustomer.debtAmount, customerType: '02', storeType: 'S2', personType: '1', taxNo: '0105561000021', saleUnits: [first.saleUnit] });
  special.set(A.sapCustomer.customerId, { customerName: A.sapCustomer.customerName, username: A.sapCustomer.username, mobileNo: A.sapCustomer.mobileNo, priceLevel: 3, isSap: true, accountCode: 'SAP0000003', customerType: '02', storeType: 'S2', personType: '1', taxNo: '0105561000039', authorizeAmount: 200_000, debtAmount: 0, saleUnits: [first.saleUnit] });
  special.set(A.pendingCustomer.customerId, { customerName: A.pendingCustomer.customerName, username: A.pendingCustomer.username, mobileNo: A.pendingCustomer.mobileNo, approvalStatus: 'PENDING', customerType: '01', storeType: 'S1', saleUnits: [first.saleUnit] });
  special.set(A.inactiveCustomer.customerId, { customerName: A.inactiveCustomer.customerName, username: A.inactiveCustomer.username, mobileNo: A.inactiveCustomer.mobileNo, active: false, customerType: '01', storeType: 'S4', saleUnits: [first.saleUnit] });
  special.set(A.verifiedAgent.customerId, { customerName: A.verifiedAgent.customerName, username: A.verifiedAgent.username, mobileNo: A.verifiedAgent.mobileNo, isAgent: true, personType: '1', accountCode: 'AG0000006', taxNo: '0105561000063', shopPhotoImage: 'customers/C000006/shop.svg', picFileName: 'customers/C000006/tax.svg', authorizeAmount: 100_000, debtAmount: 25_000, customerType: '02', storeType: 'S2', saleUnits: [first.saleUnit] });
  special.set(A.unverifiedAgent.customerId, { customerName: A.unverifiedAgent.customerName, username: A.unverifiedAgent.username, mobileNo: A.unverifiedAgent.mobileNo, isAgent: true, personType: '2', customerType: '01', storeType: 'S1', saleUnits: [secondSaleUnit] });
  special.set(A.lineCustomer.customerId, { customerName: A.lineCustomer.customerName, username: A.lineCustomer.username, mobileNo: A.lineCustomer.mobileNo, lineUserId: A.lineCustomer.lineUserId, customerType: '03', storeType: 'S3', saleUnits: [secondSaleUnit] });

  for (const code of A.verifiedAgent.clientCustomerCodes) {
    special.set(Number(code.slice(1)), { saleUnits: [first.saleUnit] });
  }

  for (let n = 1; n <= opts.customers; n++) {
    const rng = createRng('customer', n);
    const code = customerCodeOf(n);
    const given = special.get(n);
    const home = given ? bySaleUnit.get(given.saleUnits[0] ?? '') ?? first : centerAt(n - 1);
    const credit = !given && rng.chance(0.3);
    const authorizeAmount = credit ? rng.int(2, 40) * 5_000 : 0;
    const { saleUnits, ...fields } = given ?? { saleUnits: [home.saleUnit] };
    const row: typeof customers.$inferInsert = {
      id: n,
      customerCode: code,
      customerName: `ร้าน${rng.pick(FIRST_NAMES)}${rng.pick(SHOP_SUFFIXES)}`,
      mobileNo: `0891${pad(n, 6)}`,
      username: rng.chance(0.9) ? `shop${pad(n, 4)}` : null,
      passwordHash,
      priceLevel: rng.int(1, 5),
      authorizeAmount,
      debtAmount: credit ? Math.round(authorizeAmount * rng.next() * 0.6 * 100) / 100 : 0,
      isSap: !given && rng.chance(0.1),
      personType: rng.chance(0.4) ? '1' : '2',
      approvalStatus: 'APPROVED',
      active: true,
      customerType: rng.pick(CUSTOMER_TYPES).code,
      storeType: rng.pick(STORE_TYPES).code,
      email: null,
      address: thaiAddress(home.place, `${rng.int(1, 299)}/${rng.int(1, 50)}`).full,
      contactPerson: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      createdAt: daysAgo(now, rng.int(10, 700)),
      lastLoginAt: rng.chance(0.6) ? daysAgo(now, rng.int(0, 60)) : null,
      ...fields,
    };
    if (row.isSap && !row.accountCode) row.accountCode = `SAP${pad(n, 7)}`;
    rows.push(row);
    for (const [k, saleUnit] of saleUnits.entries()) {
      const sales = opts.staff.salesByCenter.get(saleUnit) ?? [];
      links.push({
        customerId: n,
        saleUnit,
        customerType: row.customerType ?? null,
        storeType: row.storeType ?? null,
        priceLevel: k > 0 && n === A.customer.customerId ? 2 : null,
        isPrimary: k === 0,
        salesUserId: n === A.customer.customerId ? A.salesperson.staffUserId : sales.length ? sales[n % sales.length]! : null,
      });
    }
    if (!given && rng.chance(0.2) && centers.length > 1) {
      const other = centerAt(n);
      if (other.saleUnit !== home.saleUnit) {
        links.push({ customerId: n, saleUnit: other.saleUnit, customerType: row.customerType ?? null, storeType: row.storeType ?? null, isPrimary: false });
      }
    }
    byCenter.set(home.saleUnit, [...(byCenter.get(home.saleUnit) ?? []), n]);
    const place = home.place;
    const street = thaiAddress(place, `${rng.int(1, 299)}/${rng.int(1, 50)}`).street;
    const base = {
      customerId: n,
      saleUnit: home.saleUnit,
      name: row.customerName,
      address: street,
      provinceCode: place.provinceCode,
      provinceName: place.provinceTh,
      ampherCode: place.ampherCode,
      ampherName: place.ampherTh,
      townCode: place.townCode,
      townName: place.townTh,
      postalCode: place.zip,
      lat: Math.round((place.lat + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
      long: Math.round((place.lon + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
      phone: row.mobileNo ?? null,
      taxId: row.taxNo ?? null,
    };
    addresses.push({ ...base, addressType: 'C' });
    if (n === A.creditCustomer.customerId) {
      addresses.push({ ...base, addressType: 'S', remark: 'ส่งหลังร้าน' }, { ...base, addressType: 'B' });
    }
  }
  await insertMany(db, customers, rows);
  await insertMany(db, customerCenters, links);
  await insertMany(db, deliveryAddresses, addresses);

  const agentId = A.verifiedAgent.customerId;
  const clients = rows.filter((r) => (A.verifiedAgent.clientCustomerCodes as readonly string[]).includes(r.customerCode));
  await insertMany(db, agentClients, clients.map((c) => ({ agentCustomerId: agentId, clientCustomerId: c.id!, saleUnit: first.saleUnit })));

  await insertMany(db, pdpaConsents, [{ customerId: A.customer.customerId, saleUnit: first.saleUnit, version: '1.0', accepted: true, at: daysAgo(now, 30) }]);

  // Points: the demo customer has a known balance; half of the others have some.
  const balances: (typeof pointBalances.$inferInsert)[] = [];
  const ledger: (typeof pointLedger.$inferInsert)[] = [];
  for (const row of rows) {
    const rng = createRng('points', row.id!);
    const isDemo = row.id === A.customer.customerId;
    if (!isDemo && !rng.chance(0.5)) continue;
    const saleUnit = links.find((l) => l.customerId === row.id && l.isPrimary)?.saleUnit ?? first.saleUnit;
    const earned = isDemo ? 1_500 : rng.int(1, 60) * 50;
    const spent = isDemo ? 300 : rng.chance(0.3) ? Math.min(earned, rng.int(1, 10) * 50) : 0;
    ledger.push({ customerId: row.id!, saleUnit, delta: earned, balanceAfter: earned, reason: 'ADJUST', ref: 'OPENING', createdAt: daysAgo(now, 90) });
    if (spent > 0) {
      ledger.push({ customerId: row.id!, saleUnit, delta: -spent, balanceAfter: earned - spent, reason: 'ORDER_REDEEM', ref: 'OPENING', createdAt: daysAgo(now, 20) });
    }
    balances.push({ customerId: row.id!, saleUnit, balance: earned - spent });
  }
  await insertMany(db, pointLedger, ledger);
  await insertMany(db, pointBalances, balances);

  const wished = [DEMO_PRODUCTS.threeUnits, DEMO_PRODUCTS.singleUnit, 'P000006'].filter((code) => Number(code.slice(1)) <= opts.productCount);
  await insertMany(db, favourites, wished.map((pCode) => ({ customerId: A.customer.customerId, saleUnit: first.saleUnit, pCode })));
  return { count: rows.length, byCenter };
}
