// What crosses the bff, against the real ordering API (docs/decisions/032): a browser's internal
// headers are dropped, the API's docs and internal calls are not reached through a mount, and a
// GET that changes the session needs the proof of our own page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_INTERNAL_API_KEY } from '../../ordering-api/src/env';
import { FIXTURE, HOST, setCookie, startStack, XHR, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

/** The key the ordering API accepts by default outside production, sent as a browser could. */
const FORGED_KEY = { 'x-internal-key': DEVELOPMENT_INTERNAL_API_KEY };

describe("a browser's X-Internal-Key", () => {
  it('does not let a registration through a mount claim a LINE user', async () => {
    const response = await stack.bff.inject({
      method: 'POST',
      url: '/api/customer/authen/customer/register',
      headers: { ...XHR, ...FORGED_KEY, 'content-type': 'application/json' },
      payload: {
        MobileNo: '0899999001',
        RefCode: 'REF1',
        OtpCode: '123456',
        CUSTOMERNAME: 'ร้านทดสอบ',
        Password: 'secret-pass-1',
        LineUserToken: 'U0000000000000000000000000000beef',
      },
    });
    // The API saw no key: a LINE id from anyone but the bff is refused before the code is read.
    expect(response.json()).toMatchObject({ Code: 'LINE_TOKEN_INVALID' });
  });

  it.each(['customer', 'merchant', 'rider'])(
    'does not sign a LINE user in through the %s mount',
    async (mount) => {
      const response = await stack.bff.inject({
        method: 'POST',
        url: `/api/${mount}/authen/line/customer`,
        headers: { ...XHR, ...FORGED_KEY, 'content-type': 'application/json' },
        payload: { LineUserId: FIXTURE.lineCustomer.lineUserId },
      });
      expect(response.statusCode).toBe(404);
      expect(setCookie(response, 'dsg_token')).toBeUndefined();
    },
  );
});

describe("the ordering API's OpenAPI document", () => {
  it('is served by the API itself and by no mount', async () => {
    expect((await stack.api.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    for (const mount of ['customer', 'merchant', 'rider']) {
      const response = await stack.bff.inject({
        method: 'GET',
        url: `/api/${mount}/docs/json`,
        headers: { host: HOST },
      });
      expect(response.statusCode, mount).toBe(404);
    }
  });
});

describe('a GET that changes the session', () => {
  it('is refused to a link from another site, and answered to our page', async () => {
    const link = await stack.bff.inject({
      method: 'GET',
      url: '/api/customer/authen/login/guest',
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(link.statusCode).toBe(403);
    expect(setCookie(link, 'dsg_token')).toBeUndefined();

    const page = await stack.bff.inject({
      method: 'GET',
      url: '/api/customer/authen/login/guest',
      headers: XHR,
    });
    expect(page.statusCode).toBe(200);
    expect(setCookie(page, 'dsg_token')?.value).toBeTruthy();
  });
});
