import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CALLS,
  CALL_LIST,
  buildWebUrl,
  pathParamNames,
  toOpenApiPath,
  type CallDefinition,
} from './paths.js';
import { buildPath, CALL_PATHS } from './call-paths.js';
import { CALL_ROUTES } from './call-routes.js';

/** Every call of the specification's call tables (documents 000, 001 and 002, section 7). */
const SPECIFICATION_CALLS = [
  // 000
  'GET /authen/user/dcs',
  'POST /authen/customerProfile',
  'GET /authen/customer/dcs',
  'GET /authen/customer/dcs/all',
  'GET /authen/swapdc/:saleUnit',
  'GET /authen/login/guest',
  'GET /authen/user/login/guest',
  'POST /api/line/revokeToken',
  'POST /api/merchant/user/line/logout',
  'GET /api/merchant/loginasclient/:code/:saleUnit',
  'GET /api/Customers/profile/picture',
  'POST /GET_MASTER_DATA/GET_POINT',
  'POST /GET_MASTER_DATA/GET_WHATSNEW',
  'POST /api/products/items',
  'GET /api/Products/favourite/items',
  'POST /api/Products/favourite/items/add',
  'POST /api/Products/favourite/items/remove',
  'GET /GET_MASTER_DATA/GetAutoComplete',
  'GET /api/products/display-group/type/:typeName',
  'GET /api/contents/cookies-policy',
  // 001
  'GET /api/merchant/bank',
  'GET /api/merchant/dist',
  'POST /GET_MASTER_DATA/GET_ALL_PROVINCE',
  'POST /api/merchant/register',
  'POST /api/merchant/dist/uploadimage',
  'POST /api/products/pc/items',
  'POST /api/merchant/advanceprice/GetAdvancePriceByProduct',
  'GET /api/products/master/matype',
  'GET /api/products/pc/item/:id/:dc/active',
  'GET /api/merchant/photogroup',
  'GET /api/customers/list',
  'GET /api/merchant/customerfile',
  'GET /api/merchant/survey',
  'GET /api/promotion/list',
  'GET /api/promotion/products',
  'GET /api/promotion/detail/:promotionId',
  'GET /api/promotion/masterdata',
  'GET /api/promotion/customers',
  'POST /api/promotion/create',
  'POST /api/promotion/update/:id',
  'POST /api/MerchantOrder/GET_ORDER_DETAIL',
  'GET /api/merchant/report/salemannewcustomerbymonth',
  'GET /api/merchant/report/topsaleByMonth',
  'POST /GET_MASTER_DATA/GET_DELIVERY_ADDRESS',
  'POST /master_data_management/ADD_DELIVERY_ADDRESS',
  'POST /GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER',
  'POST /GET_MASTER_DATA/CHECK_COUPON_VALID',
  // 002
  'POST /GET_MASTER_DATA/GET_HIERARCHY_ALL',
  'POST /MASTER_DATA_MANAGEMENT/SaveVersionPDPA',
  'POST /api/webConfig/items',
  'POST /api/customers/chat/upload',
];

/** The calls the specification implies without a path, on the paths we chose. */
const IMPLIED_CALLS = [
  'GET /api/cart/sync',
  'POST /api/cart/sync',
  'POST /api/cart/merge',
  'GET /api/orders/list',
  'POST /api/orders/place',
  'POST /api/orders/cancel/:orderId/:saleUnit',
  'GET /api/orders/tracking/:orderId/:saleUnit',
  'GET /api/orders/subscriptions',
  'POST /api/orders/subscriptions/create',
  'POST /master_data_management/UPDATE_DELIVERY_ADDRESS',
  'POST /master_data_management/DELETE_DELIVERY_ADDRESS',
  'POST /authen/otp/request',
  'POST /authen/customer/register',
  'POST /authen/customer/login',
  'POST /authen/customer/changePassword',
  'POST /authen/logout',
  'POST /authen/user/login',
  'POST /authen/rider/login',
  'GET /authen/rider/profile',
  'GET /api/MerchantOrder/list',
  'POST /api/MerchantOrder/tracking/:orderId/:saleUnit',
  'GET /api/rider/orders',
  'GET /api/rider/orders/:orderId/:saleUnit',
  'POST /api/rider/orders/:orderId/:saleUnit/status',
  'GET /api/agent/profile',
  'GET /api/agent/clients',
  'POST /api/payment/create',
  'GET /api/payment/inquiry/:paymentId',
  'GET /api/chat/rooms',
  'GET /api/chat/rooms/:roomId/messages',
  'POST /api/chat/rooms/:roomId/messages',
];

const routes = CALL_LIST.flatMap((call) =>
  [call.path, ...(call.aliases ?? [])].map((path) => `${call.method} ${path}`),
);

const objectKeys = (schema: z.core.$ZodType | undefined): string[] =>
  schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];

describe('the call registry', () => {
  it('holds every call of the specification on its own path', () => {
    for (const route of SPECIFICATION_CALLS) expect(routes, route).toContain(route);
  });

  it('holds the implied calls on the chosen paths', () => {
    for (const route of IMPLIED_CALLS) expect(routes, route).toContain(route);
  });

  it('takes every path and description from their lists, each under its own name, and lists no other', () => {
    expect(Object.keys(CALL_PATHS).sort()).toEqual(Object.keys(CALLS).sort());
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [name, call] of Object.entries(CALLS)) {
      expect(call.path).toBe(CALL_PATHS[name as keyof typeof CALL_PATHS]);
      expect(call).toMatchObject(CALL_ROUTES[name as keyof typeof CALL_ROUTES]);
    }
  });

  it('has no two calls on the same method and path', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares exactly the parameters its path names', () => {
    for (const call of CALL_LIST) {
      expect(objectKeys(call.params).sort(), call.name).toEqual(pathParamNames(call.path).sort());
    }
  });

  it('sends no body on GET, and a stream or a JSON answer otherwise', () => {
    for (const call of CALL_LIST) {
      if (call.method === 'GET') expect(call.body, call.name).toBeUndefined();
      expect(call.answer === null, call.name).toBe(call.stream === 'sse');
      expect(call.path.startsWith('/'), call.name).toBe(true);
    }
  });

  it('marks the specification paths as such', () => {
    for (const call of CALL_LIST) {
      const own = [call.path, ...(call.aliases ?? [])].some((path) =>
        SPECIFICATION_CALLS.includes(`${call.method} ${path}`),
      );
      expect(call.origin, call.name).toBe(own ? 'specification' : 'ours');
    }
  });

  it('turns every schema into JSON Schema for the OpenAPI document', () => {
    for (const call of CALL_LIST) {
      for (const part of ['params', 'query', 'body', 'headers'] as const) {
        const schema = call[part];
        if (schema) {
          expect(
            () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }),
            `${call.name}.${part}`,
          ).not.toThrow();
        }
      }
      if (call.answer) {
        expect(
          () =>
            z.toJSONSchema(call.answer as z.ZodMiniType, {
              io: 'output',
              unrepresentable: 'throw',
            }),
          `${call.name}.answer`,
        ).not.toThrow();
      }
    }
  });

  it('rejects negative offsets and pages larger than 100 on every list call', () => {
    let checked = 0;
    for (const call of CALL_LIST) {
      for (const part of ['query', 'body'] as const) {
        const schema = call[part];
        if (!(schema instanceof z.ZodMiniObject)) continue;
        const shape = schema.shape as Record<string, z.ZodMiniType>;
        for (const [key, field] of Object.entries(shape)) {
          if (/^take$/i.test(key)) {
            checked += 1;
            expect(field.safeParse('100').success, `${call.name}.${key}=100`).toBe(true);
            expect(field.safeParse('101').success, `${call.name}.${key}=101`).toBe(false);
            expect(field.safeParse('0').success, `${call.name}.${key}=0`).toBe(false);
            expect(field.safeParse('abc').success, `${call.name}.${key}=abc`).toBe(false);
          }
          if (/^skip$/i.test(key)) {
            expect(field.safeParse('-1').success, `${call.name}.${key}=-1`).toBe(false);
            expect(field.safeParse('1.5').success, `${call.name}.${key}=1.5`).toBe(false);
            expect(field.parse(undefined), `${call.name}.${key} default`).toBe(0);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('names a session cookie for every call answering a jtoken', () => {
    expect(CALLS.guestLogin.setsSession).toBe('customer');
    expect(CALLS.loginAsClient.setsSession).toBe('customer');
    expect(CALLS.staffLogin.setsSession).toBe('staff');
    expect(CALLS.riderLogin.setsSession).toBe('rider');
    const internal = CALL_LIST.filter((call) => call.auth.includes('internal'));
    for (const call of internal) expect(call.mounts, call.name).toEqual([]);
  });
});

describe('buildPath and buildWebUrl', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('swapDc', { saleUnit: 'S101' })).toBe('/authen/swapdc/S101');
    expect(buildPath('loginAsClient', { code: 'C 1/2', saleUnit: 'S1' })).toBe(
      '/api/merchant/loginasclient/C%201%2F2/S1',
    );
    expect(toOpenApiPath(CALLS.productToggleActive.path)).toBe(
      '/api/products/pc/item/{id}/{dc}/active',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('swapDc', {})).toThrow(/saleUnit/);
    expect(() => buildPath('swapDc', { saleUnit: '' })).toThrow(/saleUnit/);
  });
  it('builds the URL through the bff mount, with the query', () => {
    expect(
      buildWebUrl('customerDcsAll', {
        query: { text: 'บางนา', skip: 0, take: 12, lat: undefined },
      }),
    ).toBe(
      '/api/customer/authen/customer/dcs/all?text=%E0%B8%9A%E0%B8%B2%E0%B8%87%E0%B8%99%E0%B8%B2&skip=0&take=12',
    );
    expect(buildWebUrl('userDcs', { basePath: '/shop/' })).toBe(
      '/shop/api/merchant/authen/user/dcs',
    );
    expect(
      buildWebUrl('customerFiles', { query: { CustomerCode: 'C1', photoGroupCodes: ['A', 'B'] } }),
    ).toBe(
      '/api/merchant/api/merchant/customerfile?CustomerCode=C1&photoGroupCodes=A&photoGroupCodes=B',
    );
    expect(
      buildWebUrl('orderTracking', {
        mount: 'merchant',
        params: { orderId: 'O1', saleUnit: 'S1' },
      }),
    ).toBe('/api/merchant/api/orders/tracking/O1/S1');
  });
  it('refuses calls the web does not make, and wrong mounts', () => {
    expect(() => buildWebUrl('lineCustomerLogin')).toThrow();
    expect(() => buildWebUrl('userDcs', { mount: 'customer' })).toThrow();
  });
  it('types every call as a definition', () => {
    const definition: CallDefinition = CALLS.orderPlace;
    expect(definition.headers).toBeDefined();
  });
});
