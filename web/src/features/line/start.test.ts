import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiffArea, LiffInitResult, LiffPlan } from '@/lib/liff';
import type { LineSignInOutcome } from './lib/sign-in';

const liff: { plan: LiffPlan; result: LiffInitResult; outcome: LineSignInOutcome } = {
  plan: { starts: true, area: 'customer', landing: '/product/P001', leaves: false },
  result: { status: 'off' },
  outcome: { status: 'off' },
};
const customer = {
  CUSTOMERCODE: 'C0001',
  CUSTOMERNAME: 'Somjai',
  SALEUNIT: 'DC01',
  userRole: 'CUSTOMER',
};
const signIn = vi.fn(async () => {
  const { setCustomer } = await import('@/lib/session');
  if (liff.outcome.status === 'signed-in') setCustomer(customer);
  return liff.outcome;
});

vi.mock('@/lib/liff', () => ({
  planLiff: () => liff.plan,
  initLiff: () => Promise.resolve(liff.result),
  liffStatus: () => liff.result,
}));
vi.mock('./lib/sign-in', () => ({ startLineSession: signIn }));

const ready = (area: LiffArea): LiffInitResult => ({
  status: 'ready',
  area,
  liffId: '1650000000-abcd',
  inClient: true,
  loggedIn: true,
  mock: true,
});

/** The start-up module as a new page load has it (it signs in by LINE once a page load). */
async function freshStart() {
  vi.resetModules();
  const { setRuntimeConfig } = await import('@/lib/config');
  setRuntimeConfig({ companyCode: 'DSG', basePath: '/', liff: { customer: '1650000000-abcd' } });
  const { sessionStore } = await import('@/lib/session');
  return { ...(await import('./start')), sessionStore };
}

beforeEach(() => {
  signIn.mockClear();
  liff.plan = { starts: true, area: 'customer', landing: '/product/P001', leaves: false };
  liff.result = ready('customer');
  liff.outcome = { status: 'signed-in', fromRichMenuActiveDc: false };
});

describe('the LINE sign-in in place of a guest session', () => {
  it('is offered where LIFF starts for the customer app, and signs the customer in by LINE', async () => {
    const { beginLiff, startLineSession, sessionStore } = await freshStart();
    const startUp = await beginLiff();
    await expect(startUp.customerSignIn?.()).resolves.toBe(true);
    expect(sessionStore.customer?.CUSTOMERCODE).toBe('C0001');
    // The start-up's later call answers what the sign-in did, without signing in again.
    await expect(startLineSession()).resolves.toEqual(liff.outcome);
    expect(signIn).toHaveBeenCalledOnce();
  });

  it('answers false where LINE signs nobody in (a new LINE user goes to registration as a guest)', async () => {
    liff.outcome = { status: 'registration', path: '/register' };
    const { beginLiff } = await freshStart();
    await expect((await beginLiff()).customerSignIn?.()).resolves.toBe(false);
  });

  it('answers false without signing in where LIFF did not become ready', async () => {
    liff.result = {
      status: 'failed',
      area: 'customer',
      liffId: 'x',
      reason: 'init',
      message: 'no',
    };
    const { beginLiff } = await freshStart();
    await expect((await beginLiff()).customerSignIn?.()).resolves.toBe(false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('is not offered for the merchant app (its sign-in is a staff one), nor where LIFF does not start', async () => {
    liff.plan = { starts: true, area: 'merchant', landing: '/merchant', leaves: false };
    expect((await (await freshStart()).beginLiff()).customerSignIn).toBeUndefined();
    liff.plan = { starts: false, area: 'customer', landing: '/product/P001', leaves: false };
    expect((await (await freshStart()).beginLiff()).customerSignIn).toBeUndefined();
  });
});
