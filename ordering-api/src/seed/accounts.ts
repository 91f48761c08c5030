/**
 * The accounts the demo data always contains, whatever its size. Every seeded customer has the
 * password DEMO_PASSWORD; staff and riders sign in with a one-time code sent to their mobile number
 * (in development the code is written to the ordering API's log).
 */
export const DEMO_PASSWORD = 'demo1234';

/** Sale units of the first centers; the small test fixture has exactly these three. */
export const DEMO_CENTERS = ['DC01', 'DC02', 'DC03'] as const;

export const DEMO_ACCOUNTS = {
  /** A cash customer of DC01 who may also order from DC02 and DC03 (DC03 has a LINE official account). */
  customer: {
    customerId: 1,
    customerCode: 'C000001',
    customerName: 'ร้านสมใจการค้า',
    username: 'demo',
    mobileNo: '0812345678',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
    saleUnits: ['DC01', 'DC02', 'DC03'],
    priceLevel: 1,
    points: 1200,
  },
  /** A credit customer: AuthorizeAmount 50,000 and DebtAmount 12,500.50. */
  creditCustomer: {
    customerId: 2,
    customerCode: 'C000002',
    customerName: 'ร้านเจริญพาณิชย์',
    username: 'credit',
    mobileNo: '0812345679',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
    authorizeAmount: 50_000,
    debtAmount: 12_500.5,
    priceLevel: 2,
  },
  /** A SAP customer (IsBjcSapCustomer): may not change its addresses. */
  sapCustomer: {
    customerId: 3,
    customerCode: 'C000003',
    customerName: 'บริษัท รุ่งเรืองค้าส่ง จำกัด',
    username: 'sap',
    mobileNo: '0812345680',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
    priceLevel: 3,
  },
  /** Registered, waiting for the center's approval (approval_status PENDING). */
  pendingCustomer: {
    customerId: 4,
    customerCode: 'C000004',
    customerName: 'ร้านรอการอนุมัติ',
    username: 'pending',
    mobileNo: '0812345681',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
  },
  /** An inactive customer: signing in is refused. */
  inactiveCustomer: {
    customerId: 5,
    customerCode: 'C000005',
    customerName: 'ร้านปิดกิจการ',
    username: 'inactive',
    mobileNo: '0812345682',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
  },
  /** A verified agent (PersonType 1 with AccountCode, TAXNO, ShopPhotoImage and PicFileName) with two clients. */
  verifiedAgent: {
    customerId: 6,
    customerCode: 'C000006',
    customerName: 'ร้านตัวแทนมั่นคง',
    username: 'agent',
    mobileNo: '0812345683',
    password: DEMO_PASSWORD,
    saleUnit: 'DC01',
    clientCustomerCodes: ['C000009', 'C000010'],
  },
  /** An agent that is not verified (no shop photo, PersonType 2). */
  unverifiedAgent: {
    customerId: 7,
    customerCode: 'C000007',
    customerName: 'ร้านตัวแทนใหม่',
    username: 'agent2',
    mobileNo: '0812345684',
    password: DEMO_PASSWORD,
    saleUnit: 'DC02',
  },
  /** A customer of DC02 only, linked to a LINE user. */
  lineCustomer: {
    customerId: 8,
    customerCode: 'C000008',
    customerName: 'ร้านลายน์ช็อป',
    username: 'line',
    mobileNo: '0812345685',
    password: DEMO_PASSWORD,
    saleUnit: 'DC02',
    lineUserId: 'U0000000000000000000000000000demo',
  },
  /** Merchant admin (role 1) of DC01 and DC02: opens the center picker after sign-in. */
  merchant: {
    staffUserId: 1,
    displayName: 'สมชาย ใจดี',
    mobileNo: '0861000001',
    roleCode: '1',
    saleUnits: ['DC01', 'DC02'],
  },
  /** A salesperson (role 3) of DC01 who looks after the demo customer. */
  salesperson: {
    staffUserId: 2,
    displayName: 'วิไล ขยันขาย',
    mobileNo: '0861000002',
    roleCode: '3',
    saleCode: 'S0002',
    saleUnits: ['DC01'],
  },
  /** A staff user who may no longer sign in. */
  inactiveStaff: {
    staffUserId: 3,
    displayName: 'ประยูร ลาออก',
    mobileNo: '0861000003',
    roleCode: '4',
    saleUnits: ['DC01'],
  },
  /** A rider of DC01. */
  rider: {
    riderId: 1,
    name: 'บุญมี ส่งไว',
    mobileNo: '0871000001',
    saleUnit: 'DC01',
  },
  /** A rider who may no longer sign in. */
  inactiveRider: {
    riderId: 2,
    name: 'สุนทร พักงาน',
    mobileNo: '0871000002',
    saleUnit: 'DC01',
  },
} as const;

/** Products with known facts, present at every size of the demo data. */
export const DEMO_PRODUCTS = {
  /** Three units (1 / 6 / 24), 500 of unit 1 in stock at DC01, carried by every center. */
  threeUnits: 'P000001',
  /** Out of stock (0) in every center that carries it. */
  outOfStock: 'P000002',
  /** Disabled at DC01. */
  disabledAtDc01: 'P000003',
  /** A single unit, 100 in stock at DC01. */
  singleUnit: 'P000004',
  /** Exactly one unit in stock at DC01 (for "last unit" races). */
  lastUnit: 'P000005',
  /** A gift redeemed with points (material type Point). */
  reward: 'RW0001',
} as const;
