import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/lib/session';
import { sessionStore } from '@/lib/session';
import type * as LiffAdapter from '@/lib/liff';
import type { LiffInitResult } from '@/lib/liff';

const liffState: { result: LiffInitResult; idToken: string | null; clockSkew: number | null } = {
  result: { status: 'off' },
  idToken: 'header.payload.signature-of-a-real-token',
  clockSkew: 0,
};

vi.mock('@/lib/liff', async (importOriginal) => {
  const actual = await importOriginal<typeof LiffAdapter>();
  return {
    ...actual,
    liffStatus: () => liffState.result,
    getIdToken: () => liffState.idToken,
    getAccessToken: () => 'liff-access-token',
    measureClockSkew: () => Promise.resolve(liffState.clockSkew),
  };
});

const { startLineSession, signInWithLine } = await import('./sign-in');
const { pendingLink, forgetPendingLink } = await import('./pending-registration');

const ready: LiffInitResult = {
  status: 'ready',
  area: 'customer',
  liffId: '1650000000-abcd',
  inClient: true,
  loggedIn: true,
  mock: true,
};

interface Recorded {
  url: string;
  body: unknown;
}
let requests: Recorded[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

const customerAnswer = (fromRichMenuActiveDc: boolean) => ({
  needsRegistration: false,
  area: 'customer',
  session: 'customer',
  user: {
    CUSTOMERCODE: 'C000008',
    CUSTOMERNAME: 'ร้านลายน์ช็อป',
    ActiveDC: 'DC02',
    userRole: 'CUSTOMER',
  },
  fromLine: true,
  fromRichMenuActiveDc,
  richMenuLinked: fromRichMenuActiveDc ? true : null,
});

beforeEach(() => {
  requests = [];
  liffState.result = ready;
  liffState.idToken = 'header.payload.signature-of-a-real-token';
  liffState.clockSkew = 0;
  resetSessionStore();
  forgetPendingLink();
  document.cookie = 'dsg_line_session=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in by LINE', () => {
  it('sends only the raw ID token (and the LIFF access token) to the bff and stores the user it answers', async () => {
    answer(200, customerAnswer(false));
    const outcome = await signInWithLine({ area: 'customer' });
    expect(outcome).toEqual({ status: 'signed-in', fromRichMenuActiveDc: false });
    expect(requests[0]).toEqual({
      url: 'bff/line/exchange',
      body: {
        idToken: 'header.payload.signature-of-a-real-token',
        accessToken: 'liff-access-token',
        area: 'customer',
      },
    });
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C000008');
    expect(sessionStore.fromLine).toBe(true);
  });

  it('binds the session to the center of a rich-menu link and drops the parameter from the URL', async () => {
    window.history.replaceState(null, '', '/product/P001?rm=DC02&q=1');
    answer(200, customerAnswer(true));
    await expect(startLineSession()).resolves.toEqual({
      status: 'signed-in',
      fromRichMenuActiveDc: true,
    });
    expect(requests[0]?.body).toMatchObject({ richMenuSaleUnit: 'DC02' });
    expect(sessionStore.fromRichMenuActiveDc).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/product/P001?q=1');
  });

  it('sends a LINE user without an account to registration, returning to the page they opened', async () => {
    window.history.replaceState(null, '', '/product/P001?rm=DC02');
    answer(200, {
      needsRegistration: true,
      area: 'customer',
      lineProfile: { displayName: 'New', pictureUrl: null },
      saleUnit: 'DC02',
    });
    const outcome = await startLineSession();
    expect(outcome).toEqual({
      status: 'registration',
      path: '/register?redirect=%2Fproduct%2FP001&dist=DC02',
    });
    expect(window.location.pathname).toBe('/register');
    expect(pendingLink()).toMatchObject({ area: 'customer', target: '/product/P001' });
    expect(sessionStore.customer).toBeNull();
  });

  it('stays a guest after a LINE logout (state GUEST) and keeps the cid', async () => {
    window.history.replaceState(null, '', '/?state=GUEST&cid=DC03');
    answer(200, customerAnswer(false));
    await expect(startLineSession()).resolves.toEqual({ status: 'guest' });
    expect(requests).toHaveLength(0);
    expect(document.cookie).toContain('dsg_cid=DC03');
    expect(window.location.search).toBe('?cid=DC03');
  });

  it('tells a wrong device clock apart from other refusals', async () => {
    answer(401, {
      Message: 'x',
      IsExceptionHandler: true,
      Code: 'LINE_TOKEN_INVALID',
      StatusCode: 401,
    });
    liffState.clockSkew = 3 * 3600_000;
    await expect(signInWithLine()).resolves.toEqual({ status: 'clock' });
    liffState.clockSkew = 1000;
    await expect(signInWithLine()).resolves.toMatchObject({ status: 'failed' });
  });

  it('does nothing outside LINE but remember a LINE session from its cookie', async () => {
    liffState.result = { status: 'off' };
    document.cookie = 'dsg_line_session=customer%3ADC02; path=/';
    answer(200, customerAnswer(false));
    await expect(startLineSession()).resolves.toEqual({ status: 'off' });
    expect(requests).toHaveLength(0);
    expect(sessionStore.fromLine).toBe(true);
    expect(sessionStore.fromRichMenuActiveDc).toBe(true);
  });
});
