import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { errorPageStore, clearErrorPage } from '../error-page';
import { setLanguage } from '../i18n';
import { setNavigator } from '../navigation';
import { buildPath, CALL_PATHS } from '@eorder/shared';
import { bffFetch, customerApi, merchantApi, riderApi, setApiHooks } from './index';

/** Any call: the tests of the error catalogue do not depend on which. */
const ANY_CALL = CALL_PATHS.webConfigItems;

const toast = vi.hoisted(() => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('../toast', () => toast);

function answer(status: number, body: unknown, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text === '' ? null : text, {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  toast.showToast.mockReset();
  toast.showApiErrorToast.mockReset();
  navigate.mockReset();
  setNavigator(navigate);
  setApiHooks({});
  clearErrorPage();
  await setLanguage('th');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  setNavigator(undefined);
  vi.unstubAllGlobals();
});

describe('paths', () => {
  it('are those of the contract: anything else does not compile (the typecheck reads this file)', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    // @ts-expect-error a path outside the contract
    await customerApi.get('api/not/a/call');
    // @ts-expect-error a path with parameters is filled by buildPath first
    await customerApi.get(CALL_PATHS.productDetail);
    await customerApi.get(buildPath('productDetail', { code: 'P 1' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'api/customer/api/not/a/call',
      'api/customer/api/products/item/:code',
      'api/customer/api/products/item/P%201',
    ]);
  });
});

describe('requests', () => {
  it('calls the mount of each client with relative URLs, same-origin credentials and the required headers', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: 1 }));
    await customerApi.post(CALL_PATHS.productItems, { Take: 12 });
    await merchantApi.get(CALL_PATHS.bankList, { query: { saleUnit: 'S1', skip: 0, none: undefined } });
    await riderApi.get(CALL_PATHS.riderProfile);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('api/customer/api/products/items');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"Take":12}');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept-Language')).toBe('th');
    expect(headers.get('Content-Type')).toBe('application/json');

    expect(fetchMock.mock.calls[1]![0]).toBe('api/merchant/api/merchant/bank?saleUnit=S1&skip=0');
    expect(fetchMock.mock.calls[2]![0]).toBe('api/rider/authen/rider/profile');
  });

  it('sends X-Requested-With on every call, GETs included: the bff asks it of the GETs that change state', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, {})));
    await customerApi.get(buildPath('swapDc', { saleUnit: 'DC02' }));
    await customerApi.get(CALL_PATHS.guestLogin);
    await merchantApi.get(buildPath('loginAsClient', { code: 'C000001', saleUnit: 'DC01' }));
    await riderApi.get(CALL_PATHS.riderProfile);
    await bffFetch('session');
    await customerApi.delete(ANY_CALL);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('X-Requested-With'), url as string).toBe('XMLHttpRequest');
    }
  });

  it('sends the current language', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(answer(200, {}));
    await customerApi.get(ANY_CALL);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
  });

  it('leaves FormData bodies to the browser (no JSON content type)', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    const form = new FormData();
    form.set('roomId', 'r1');
    await customerApi.post(CALL_PATHS.chatUpload, form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('parses a successful answer with the schema', async () => {
    fetchMock.mockResolvedValue(answer(200, { Data: [{ Opt: 'A', OptValue: 'Y' }] }));
    const result = await customerApi.get(CALL_PATHS.webConfigItems, {
      schema: z.object({ Data: z.array(z.object({ Opt: z.string(), OptValue: z.string() })) }),
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.Data[0]?.Opt).toBe('A');
  });

  it('fails with kind invalid-answer when the answer does not match the schema, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, { Data: 'nope' }));
    const result = await customerApi.get(ANY_CALL, { schema: z.object({ Data: z.array(z.string()) }) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-answer');
    expect(toast.showToast).toHaveBeenCalledWith('ข้อมูลที่ได้รับจากระบบไม่ถูกต้อง', { kind: 'fail' });
  });

  it('reads a non-JSON body as text', async () => {
    fetchMock.mockResolvedValue(new Response('plain', { status: 200 }));
    const result = await customerApi.get(ANY_CALL);
    expect(result.ok && result.data).toBe('plain');
  });
});

describe('error catalogue', () => {
  it('never throws on an HTTP status and returns the body', async () => {
    fetchMock.mockResolvedValue(answer(404, { Message: 'ไม่พบ', Code: 'NOT_FOUND' }));
    const result = await customerApi.get(ANY_CALL);
    expect(result).toMatchObject({ ok: false, status: 404, data: { Message: 'ไม่พบ' } });
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', message: 'ไม่พบ', code: 'NOT_FOUND' });
    expect(toast.showApiErrorToast).not.toHaveBeenCalled();
  });

  it('toasts the Message for 30 s when the body flags the exception handler', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { Message: 'รหัส OTP ไม่ถูกต้อง', IsExceptionHandler: true, Code: 'AUTH_OTP_INVALID', StatusCode: 400 }),
    );
    await merchantApi.post(CALL_PATHS.staffLogin, {});
    expect(toast.showApiErrorToast).toHaveBeenCalledWith('รหัส OTP ไม่ถูกต้อง');
    expect(errorPageStore.error).toBeNull();
  });

  it('prefers the exception-handler toast over the error page for a flagged 500', async () => {
    fetchMock.mockResolvedValue(
      answer(500, { Message: 'พบข้อผิดพลาด', IsExceptionHandler: true }, { statusText: 'Internal Server Error' }),
    );
    await customerApi.get(ANY_CALL);
    expect(toast.showApiErrorToast).toHaveBeenCalledWith('พบข้อผิดพลาด');
    expect(errorPageStore.error).toBeNull();
  });

  it('shows the error page with the API message for a 500 with a status text', async () => {
    fetchMock.mockResolvedValue(answer(500, { Message: 'db down' }, { statusText: 'Internal Server Error' }));
    await customerApi.get(ANY_CALL);
    expect(errorPageStore.error).toEqual({ statusCode: 500, message: 'พบข้อผิดพลาดจาก API: db down' });
  });

  it('falls back to the status text when a 500 has no message', async () => {
    fetchMock.mockResolvedValue(answer(500, undefined, { statusText: 'Bad Gateway Thing' }));
    await merchantApi.get(ANY_CALL);
    expect(errorPageStore.error?.message).toBe('พบข้อผิดพลาดจาก API: Bad Gateway Thing');
  });

  it('says the system is under maintenance for a customer 500 without a status text', async () => {
    fetchMock.mockResolvedValue(answer(500, undefined));
    await customerApi.get(ANY_CALL);
    expect(errorPageStore.error).toEqual({ statusCode: 500, message: 'อยู่ระหว่างการปรับปรุงระบบ' });
  });

  it('says a generic error for a merchant or rider 500 without a status text', async () => {
    fetchMock.mockResolvedValue(answer(500, undefined));
    await merchantApi.get(ANY_CALL);
    expect(errorPageStore.error?.message).toBe('พบข้อผิดพลาด');
    clearErrorPage();
    fetchMock.mockResolvedValue(answer(500, undefined));
    await riderApi.get(ANY_CALL);
    expect(errorPageStore.error?.message).toBe('พบข้อผิดพลาด');
  });

  it('translates the catalogue texts in English', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(answer(500, { Message: 'db down' }, { statusText: 'Internal Server Error' }));
    await customerApi.get(ANY_CALL);
    expect(errorPageStore.error?.message).toBe('API error: db down');
  });

  it('calls the token-expired hook with the area, once for a burst of answers', async () => {
    const onTokenExpired = vi.fn();
    setApiHooks({ onTokenExpired });
    const expired = () =>
      answer(401, { Message: 'x' }, {
        headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="The token expired"' },
      });
    fetchMock.mockImplementation(() => Promise.resolve(expired()));
    await Promise.all([customerApi.get(CALL_PATHS.webConfigItems), customerApi.get(CALL_PATHS.customerDcs)]);
    await vi.waitFor(() => expect(onTokenExpired).toHaveBeenCalledTimes(1));
    expect(onTokenExpired).toHaveBeenCalledWith('customer');
  });

  it('does not call the token-expired hook for an invalid token', async () => {
    const onTokenExpired = vi.fn();
    setApiHooks({ onTokenExpired });
    fetchMock.mockResolvedValue(
      answer(401, {}, { headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="The token is invalid"' } }),
    );
    await customerApi.get(ANY_CALL);
    await Promise.resolve();
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('sends the merchant client to the merchant login on a 401 with a Bearer challenge', async () => {
    fetchMock.mockResolvedValue(answer(401, {}, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } }));
    await merchantApi.get(CALL_PATHS.bankList);
    expect(navigate).toHaveBeenCalledWith('/merchant/login', { replace: true });
  });

  it('keeps the English prefix when redirecting to the merchant login', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(answer(401, {}, { headers: { 'www-authenticate': 'Bearer' } }));
    await merchantApi.get(ANY_CALL);
    expect(navigate).toHaveBeenCalledWith('/en/merchant/login', { replace: true });
  });

  it('does not redirect the merchant client on a 401 without a Bearer challenge', async () => {
    fetchMock.mockResolvedValue(answer(401, {}));
    await merchantApi.get(ANY_CALL);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the rider client to the rider login on any 401', async () => {
    fetchMock.mockResolvedValue(answer(401, {}));
    await riderApi.get(ANY_CALL);
    expect(navigate).toHaveBeenCalledWith('/rider/login', { replace: true });
  });

  it('does not redirect when the sign-in page itself gets the 401', async () => {
    window.history.replaceState(null, '', '/rider/login');
    fetchMock.mockResolvedValue(answer(401, {}));
    await riderApi.get(ANY_CALL);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never redirects the customer client on a 401', async () => {
    fetchMock.mockResolvedValue(answer(401, {}, { headers: { 'www-authenticate': 'Bearer' } }));
    await customerApi.get(ANY_CALL);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the generic message when the request never reaches the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await customerApi.get(ANY_CALL);
    expect(result).toMatchObject({ ok: false, status: 0, error: { kind: 'network' } });
    expect(toast.showToast).toHaveBeenCalledWith('ขออภัย เกิดข้อผิดพลาดบางอย่าง', { kind: 'fail' });
    await setLanguage('en');
    await customerApi.get(ANY_CALL);
    expect(toast.showToast).toHaveBeenLastCalledWith('Oops...Something went wrong', { kind: 'fail' });
  });

  it('stays silent when the caller aborted', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const result = await customerApi.get(ANY_CALL);
    expect(result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('skips toasts, the error page and redirects for quiet calls', async () => {
    fetchMock.mockResolvedValue(answer(500, { Message: 'x', IsExceptionHandler: true }, { statusText: 'E' }));
    await customerApi.get(ANY_CALL, { quiet: true });
    fetchMock.mockResolvedValue(answer(401, {}));
    await riderApi.get(ANY_CALL, { quiet: true });
    expect(toast.showApiErrorToast).not.toHaveBeenCalled();
    expect(errorPageStore.error).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('bffFetch', () => {
  it('calls bff/ endpoints and infers the method from the body', async () => {
    fetchMock.mockResolvedValue(answer(200, { customer: null }));
    const got = await bffFetch('session');
    await bffFetch('line/exchange', { body: { idToken: 't' } });
    expect(got.ok).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('bff/session');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('POST');
  });

  it('does not run the token hook or redirects for bff answers', async () => {
    const onTokenExpired = vi.fn();
    setApiHooks({ onTokenExpired });
    fetchMock.mockResolvedValue(answer(401, {}, { headers: { 'www-authenticate': 'Bearer error_description="The token expired"' } }));
    await bffFetch('session');
    await Promise.resolve();
    expect(onTokenExpired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
