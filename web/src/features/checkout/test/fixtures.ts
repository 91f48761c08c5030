// Answers of the ordering API for the checkout's tests.
export const address = (id: number, type: 'C' | 'S' | 'B', extra: Record<string, unknown> = {}) => ({
  _id: id,
  Address_Type: type,
  Active: 'Y',
  Cust_ID: 'C0001',
  SaleUnit: 'DC01',
  Name: `ร้านสมใจ ${type}`,
  Address_: '1 ถนนสุขุมวิท',
  ProvinceName: 'กรุงเทพมหานคร',
  PostalCode: '10110',
  Phone: '0812345678',
  ...extra,
});

export const pricedLine = {
  Key: 'P1:1',
  P_Code: 'P1',
  PRODUCTNAME: 'น้ำดื่ม',
  PRODUCTNAME_EN: 'Water',
  UnitLevel: 1,
  UNITNAME: 'ขวด',
  UNITNAME_EN: 'Bottle',
  Qty: 2,
  Selected: true,
  Price: 10,
  PriceInVat: 10,
  Amount: 20,
  DiscountAmount: 0,
  NetAmount: 20,
  Points: 4,
  IsFree: false,
  Issues: [],
  OutOfStock: false,
  StockAvailable: null,
};

export function checkoutAnswer(overrides: Record<string, unknown> = {}) {
  return {
    Cart: {
      SaleUnit: 'DC01',
      Mode: 'money',
      Lines: [pricedLine],
      Promotions: [],
      Coupon: null,
      Totals: { Subtotal: 20, ProductDiscount: 0, BillDiscount: 0, CouponDiscount: 0, DiscountAmount: 0, Total: 20, VatAmount: 1.31, Points: 4, CouponPoints: 0, ItemCount: 1 },
    },
    ShipTo: [address(1, 'C'), address(2, 'S')],
    BillTo: [address(1, 'C'), address(3, 'B', { TaxID: '1234567890123' })],
    DefaultShipToId: 2,
    DefaultBillToId: 3,
    PaymentMethods: [
      { Method: 'COD', Code: 0, NameTh: 'เก็บเงินปลายทาง', NameEn: 'Cash on delivery', Available: true, Reason: null },
      { Method: 'CREDIT', Code: -1, NameTh: 'เครดิตลูกค้า (AR)', NameEn: 'Customer credit (AR)', Available: false, Reason: 'NOT_A_CREDIT_CUSTOMER' },
    ],
    Credit: { AuthorizeAmount: 0, DebtAmount: 0, Remaining: 0, Enough: false },
    Points: { Balance: 100, Needed: 4, Enough: true },
    Van: {
      Reason: 'MOU_NOT_MATCH',
      TextTh: 'มูลค่าคำสั่งซื้อไม่ถึงเงื่อนไขมูลค่าสั่งซื้อขั้นต่ำ',
      TextEn: 'The order value does not meet the minimum order value condition',
      Deliverable: false,
      VanCode: null,
      PlanDate: null,
      Shortfall: 980,
      MinOrderValue: 1000,
    },
    OrderingBlocked: null,
    ...overrides,
  };
}

export const placedOrder = {
  Order: { OrderID: 'DC0125000001', SaleUnit: 'DC01', OrderDate: '2025-01-01T00:00:00Z', Customer_Id: 'C0001', Status: 'WAIT' },
  OrderDetails: [],
  PaymentRequired: false,
  Replayed: false,
};
