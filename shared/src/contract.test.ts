// Requests are strict and coerce query strings; answers are lenient and survive both the web's
// parse and the server's encode (the serializer of fastify-type-provider-zod).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ChangePasswordBodySchema,
  CustomerUserSchema,
  GuestLoginAnswerSchema,
  JwtClaimsSchema,
  OtpRequestBodySchema,
  RegisterBodySchema,
} from './auth/auth.schema.js';
import { CustomerDcsAllQuerySchema, CustomerDcsAnswerSchema } from './center/center.schema.js';
import {
  ProductItemsAnswerSchema,
  ProductItemsBodySchema,
  ProductSchema,
} from './product/product.schema.js';
import {
  FavouriteItemsAnswerSchema,
  FavouriteItemsQuerySchema,
} from './wishlist/wishlist.schema.js';
import { CartSyncBodySchema } from './cart/cart.schema.js';
import {
  IdempotencyHeadersSchema,
  OrderListQuerySchema,
  OrderPlaceBodySchema,
} from './order/order.schema.js';
import {
  PromotionDetailAnswerSchema,
  PromotionSaveBodySchema,
} from './promotion/promotion.schema.js';
import { CustomerFileQuerySchema, MerchantRegisterBodySchema } from './merchant/merchant.schema.js';
import {
  AddDeliveryAddressBodySchema,
  DeliveryAddressListAnswerSchema,
} from './address/address.schema.js';
import { ChatSendBodySchema } from './chat/chat.schema.js';
import { HierarchyAllAnswerSchema } from './category/category.schema.js';
import { ErrorBodySchema } from './errors/errors.schema.js';

const roundTrip = <S extends z.ZodMiniType>(schema: S, wire: unknown) => {
  const parsed = schema.parse(wire);
  const encoded = z.encode(schema, parsed);
  return { parsed, encoded };
};

describe('answers are lenient', () => {
  it('reads a product with string numbers, nulls and fields we do not know', () => {
    const wire = {
      P_Code: 'P001',
      PRODUCTNAME: 'น้ำดื่ม 600 มล.',
      UNIT1RATE: '1',
      UNIT2RATE: 12,
      UNIT3RATE: null,
      SalesPrice1: '7.50',
      ShowPrice2: 'N',
      Stock: { StockAvailable: '25', Warehouse: 'W1' },
      promotionproduct: [{ PromotionId: 7, PromotionName: 'ซื้อ 12 แถม 1' }],
      SomethingNew: { deep: true },
    };
    const { parsed, encoded } = roundTrip(ProductItemsAnswerSchema, [wire]);
    expect(parsed[0]?.SalesPrice1).toBe(7.5);
    expect(parsed[0]?.UNIT1RATE).toBe(1);
    expect(parsed[0]?.Stock?.StockAvailable).toBe(25);
    expect((parsed[0] as Record<string, unknown>).SomethingNew).toEqual({ deep: true });
    expect(encoded[0]?.UNIT3RATE).toBeNull();
  });

  it('reads a customer user without its jtoken (the bff removed it)', () => {
    const user = CustomerUserSchema.parse({
      CUSTOMERCODE: 'C0001',
      CUSTOMERNAME: 'ร้านสมใจ',
      SALEUNIT: 'S101',
      AuthorizeAmount: '15000.00',
      userRole: 3,
      UserId: 55,
      PersonType: '1',
    });
    expect(user.AuthorizeAmount).toBe(15000);
    expect(user.jtoken).toBeUndefined();
    expect(
      GuestLoginAnswerSchema.safeParse({ status: 200, user: { CUSTOMERCODE: 'GUEST' } }).success,
    ).toBe(true);
  });

  it('encodes what the server answers', () => {
    const dcs = {
      Customer: [],
      All: [{ SaleUnit: 'S1', DIST_NAME: 'DSG', LineChannel: null, Distance: 1.5 }],
    };
    expect(roundTrip(CustomerDcsAnswerSchema, dcs).encoded).toEqual(dcs);
    const addresses = {
      status: 200,
      status_code: '200',
      data: [{ _id: 1, Address_Type: 'S', Cust_ID: 'C1' }],
    };
    expect(roundTrip(DeliveryAddressListAnswerSchema, addresses).encoded).toEqual(addresses);
  });

  it('tells a list of codes from a list of products', () => {
    expect(FavouriteItemsAnswerSchema.parse(['P1', 'P2'])).toEqual(['P1', 'P2']);
    const products = FavouriteItemsAnswerSchema.parse([{ P_Code: 'P1' }]);
    expect(z.array(ProductSchema).safeParse(products).success).toBe(true);
  });

  it('reads the category tree answer and a promotion detail', () => {
    const tree = {
      status: 200,
      data: [
        {
          status: true,
          data: [
            {
              hierarchy1: [{ code: '01', name: 'เครื่องดื่ม', image: null }],
              hierarchy2: [],
              hierarchy3: [],
              hierarchy4: [],
              hierarchy5: [],
            },
          ],
        },
      ],
    };
    expect(HierarchyAllAnswerSchema.parse(tree).data[0]?.data[0]?.hierarchy1[0]?.name).toBe(
      'เครื่องดื่ม',
    );
    const detail = PromotionDetailAnswerSchema.parse({
      Promotion: {
        PromotionId: 9,
        PromotionName: 'ลด 5%',
        PromotionDetail: [
          { PromotionLn: 1, BuyMin: '10', DiscNumber: 5, DiscType: '%', DiscTypeCode: 'P' },
        ],
      },
      PromotionType: '1',
      Weekdays: ['1', 2],
      ProductsSale: [{ P_Code: 'P1' }],
      ProductsFree: [],
      Customers: [],
      CustomersNotIn: [],
      Stores: ['All'],
      CustomerTypes: [{ Code: 'RT', Description: 'Retail' }],
    });
    expect(detail.Weekdays).toEqual([1, 2]);
    expect(detail.Promotion.PromotionDetail?.[0]?.BuyMin).toBe(10);
  });

  it('reads error bodies of other servers but requires the handler flag', () => {
    expect(
      ErrorBodySchema.safeParse({
        Message: 'x',
        IsExceptionHandler: true,
        Code: 'SOMETHING_ELSE',
        StatusCode: 418,
      }).success,
    ).toBe(true);
    expect(
      ErrorBodySchema.safeParse({
        Message: 'x',
        IsExceptionHandler: false,
        Code: 'X',
        StatusCode: 400,
      }).success,
    ).toBe(false);
  });
});

describe('requests are strict', () => {
  it('fills the catalogue defaults and rejects unknown fields', () => {
    expect(ProductItemsBodySchema.parse({})).toMatchObject({
      Take: 12,
      Skip: 0,
      Point: false,
      OnlyPromotionProduct: false,
    });
    expect(ProductItemsBodySchema.safeParse({ Take: 12, Hack: 1 }).success).toBe(false);
    expect(ProductItemsBodySchema.safeParse({ Types: ['BEST_SELLER', 'suggest'] }).success).toBe(
      true,
    );
    expect(ProductItemsBodySchema.safeParse({ Types: ['DROP TABLE'] }).success).toBe(false);
    expect(ProductItemsBodySchema.safeParse({ SortByPrice: 'UP' }).success).toBe(false);
  });

  it('coerces query strings and keeps "no position" apart from (0, 0)', () => {
    expect(
      CustomerDcsAllQuerySchema.parse({
        text: ' บางนา ',
        skip: '24',
        take: '12',
        lat: '13.7',
        lng: '100.5',
      }),
    ).toEqual({
      text: 'บางนา',
      skip: 24,
      take: 12,
      lat: 13.7,
      lng: 100.5,
    });
    const noPosition = CustomerDcsAllQuerySchema.parse({ lat: '', lng: '' });
    expect(noPosition.lat).toBeUndefined();
    expect(CustomerDcsAllQuerySchema.safeParse({ lat: '91' }).success).toBe(false);
    expect(FavouriteItemsQuerySchema.parse({ detail: 'false' }).detail).toBe(false);
    expect(FavouriteItemsQuerySchema.parse({ detail: 'true' }).detail).toBe(true);
    expect(OrderListQuerySchema.parse({}).Status).toBe('All');
    expect(OrderListQuerySchema.safeParse({ FromDate: '2024-01-01' }).success).toBe(false);
  });

  it('reads a list from repeated or comma-separated query values', () => {
    expect(
      CustomerFileQuerySchema.parse({ CustomerCode: 'C1', photoGroupCodes: 'A, B,,C' })
        .photoGroupCodes,
    ).toEqual(['A', 'B', 'C']);
    expect(
      CustomerFileQuerySchema.parse({ CustomerCode: 'C1', monthYears: ['202401', '202402'] })
        .monthYears,
    ).toEqual(['202401', '202402']);
  });

  it('validates sign-in bodies', () => {
    expect(
      OtpRequestBodySchema.safeParse({ MobileNo: '0812345678', Purpose: 'REGISTER' }).success,
    ).toBe(true);
    expect(
      OtpRequestBodySchema.safeParse({ MobileNo: '812345678', Purpose: 'REGISTER' }).success,
    ).toBe(false);
    expect(
      OtpRequestBodySchema.safeParse({ MobileNo: '0812345678', Purpose: 'HACK' }).success,
    ).toBe(false);
    const register = {
      MobileNo: '0812345678',
      RefCode: 'AB12',
      OtpCode: '123456',
      CUSTOMERNAME: 'ร้านสมใจ',
      Password: 'secret-1',
    };
    expect(RegisterBodySchema.safeParse(register).success).toBe(true);
    expect(RegisterBodySchema.safeParse({ ...register, OtpCode: '12345' }).success).toBe(false);
    expect(RegisterBodySchema.safeParse({ ...register, Password: '123' }).success).toBe(false);
    // Seven characters: one short of a new password's least length.
    expect(RegisterBodySchema.safeParse({ ...register, Password: 'secret1' }).success).toBe(false);
    expect(
      ChangePasswordBodySchema.safeParse({ OldPassword: 'secret-1', NewPassword: 'secret-1' })
        .success,
    ).toBe(false);
    expect(
      ChangePasswordBodySchema.safeParse({ OldPassword: 'secret1', NewPassword: 'secret-22' })
        .success,
    ).toBe(true);
    expect(
      ChangePasswordBodySchema.safeParse({ OldPassword: 'secret-1', NewPassword: 'secret2' })
        .success,
    ).toBe(false);
  });

  it('tells the three token kinds apart', () => {
    const now = 1_700_000_000;
    const customer = JwtClaimsSchema.parse({
      sub: 'C1',
      kind: 'customer',
      role: 'GUEST',
      CUSTOMERCODE: 'GUEST',
      SALEUNIT: 'S1',
      iat: now,
      exp: now + 60,
    });
    expect(customer.kind).toBe('customer');
    expect(
      JwtClaimsSchema.safeParse({ sub: 'U1', kind: 'staff', role: 3, iat: now, exp: now }).success,
    ).toBe(true);
    expect(
      JwtClaimsSchema.safeParse({ sub: 'R1', kind: 'rider', role: 'CUSTOMER', iat: now, exp: now })
        .success,
    ).toBe(false);
    expect(
      JwtClaimsSchema.safeParse({ sub: 'X', kind: 'admin', role: 1, iat: now, exp: now }).success,
    ).toBe(false);
  });

  it('places orders only with real lines and an idempotency key', () => {
    const body = { Items: [{ P_Code: 'P1', qty2: '3' }], PaymentMethod: 'COD' };
    const parsed = OrderPlaceBodySchema.parse(body);
    expect(parsed.Items[0]).toEqual({ P_Code: 'P1', qty1: 0, qty2: 3, qty3: 0 });
    expect(parsed.Mode).toBe('money');
    expect(OrderPlaceBodySchema.safeParse({ ...body, Items: [] }).success).toBe(false);
    expect(OrderPlaceBodySchema.safeParse({ ...body, Items: [{ P_Code: 'P1' }] }).success).toBe(
      false,
    );
    expect(
      OrderPlaceBodySchema.safeParse({ ...body, Items: [{ P_Code: 'P1', qty1: -1 }] }).success,
    ).toBe(false);
    expect(OrderPlaceBodySchema.safeParse({ ...body, PaymentMethod: 'BITCOIN' }).success).toBe(
      false,
    );
    expect(
      IdempotencyHeadersSchema.safeParse({
        'idempotency-key': '7f1c2a9e-1b2c-4d5e-8f90-123456789abc',
      }).success,
    ).toBe(true);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'short' }).success).toBe(false);
    expect(IdempotencyHeadersSchema.safeParse({}).success).toBe(false);
  });

  it('refuses a cart with the same product twice', () => {
    expect(
      CartSyncBodySchema.safeParse({ Items: [{ P_Code: 'P1', qty1: 1 }, { P_Code: 'P2' }] })
        .success,
    ).toBe(true);
    expect(
      CartSyncBodySchema.safeParse({ Items: [{ P_Code: 'P1' }, { P_Code: 'P1' }] }).success,
    ).toBe(false);
  });

  it('accepts Opt1-Opt50 on a promotion and nothing else unknown', () => {
    const body = {
      Promotion: {
        PromotionName: 'ลด 5%',
        Opt30: 'ลด5',
        PromotionRemark: 'ทั้งร้าน',
        PromotionType: '1',
        DateBegin: '01/06/2024',
        DateEnd: '07/06/2024',
        Opt12: 'x',
        Opt50: 3,
      },
      PromotionDetails: [{ PromotionLn: 1, DiscNumber: 5 }],
    };
    const parsed = PromotionSaveBodySchema.parse(body);
    expect(parsed.Promotion.FlagEnabled).toBe('Y');
    expect(parsed.Weekdays).toEqual([]);
    expect(
      PromotionSaveBodySchema.safeParse({ ...body, Promotion: { ...body.Promotion, Opt51: 'x' } })
        .success,
    ).toBe(false);
    expect(
      PromotionSaveBodySchema.safeParse({ ...body, Promotion: { ...body.Promotion, Evil: 'x' } })
        .success,
    ).toBe(false);
  });

  it('needs a center to register a merchant, and a proven mobile number', () => {
    const body = {
      Saleman: { mobileNo: '0812345678', name: 'สมชาย', password: 'secret-1' },
      RefCode: 'AB12',
      OtpCode: '123456',
    };
    expect(MerchantRegisterBodySchema.safeParse(body).success).toBe(false);
    expect(MerchantRegisterBodySchema.safeParse({ ...body, SelectedDists: ['S101'] }).success).toBe(
      true,
    );
    // A salesperson's new password has the same least length as a customer's.
    expect(
      MerchantRegisterBodySchema.safeParse({
        ...body,
        SelectedDists: ['S101'],
        Saleman: { ...body.Saleman, password: 'secret1' },
      }).success,
    ).toBe(false);
    expect(
      MerchantRegisterBodySchema.safeParse({
        ...body,
        DistributionCenter: {
          DIST_NAME: 'ร้านใหม่',
          province_id: 10,
          district_id: 1001,
          town_id: 100101,
        },
      }).success,
    ).toBe(true);
    expect(
      MerchantRegisterBodySchema.safeParse({
        ...body,
        SelectedDists: ['S101'],
        DistributionCenter: { DIST_NAME: 'ร้านใหม่', province_id: 10 },
      }).success,
    ).toBe(false);
  });

  it('adds addresses with _id 0 and a real postal code', () => {
    const address = {
      Address_Type: 'S',
      Cust_ID: 'C1',
      Name: 'ร้านสมใจ',
      Address_: '1 ถนนสุขุมวิท',
      Province: 10,
      Ampher: 1001,
      Town: 100101,
      PostalCode: '10110',
    };
    expect(AddDeliveryAddressBodySchema.parse(address)._id).toBe(0);
    expect(AddDeliveryAddressBodySchema.safeParse({ ...address, _id: 5 }).success).toBe(false);
    expect(AddDeliveryAddressBodySchema.safeParse({ ...address, PostalCode: '1011' }).success).toBe(
      false,
    );
    expect(AddDeliveryAddressBodySchema.safeParse({ ...address, Address_Type: 'X' }).success).toBe(
      false,
    );
  });

  it('sends chat text or a photo with its image', () => {
    const id = 'msg-00000001';
    expect(ChatSendBodySchema.safeParse({ id, messageType: 'text', message: 'สวัสดี' }).success).toBe(
      true,
    );
    expect(ChatSendBodySchema.safeParse({ id, messageType: 'text', message: '   ' }).success).toBe(
      false,
    );
    expect(ChatSendBodySchema.safeParse({ id, messageType: 'photo' }).success).toBe(false);
    expect(
      ChatSendBodySchema.safeParse({ id, messageType: 'photo', imageUrl: '/files/chat/a.jpg' })
        .success,
    ).toBe(true);
  });
});
