import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerUser } from '@eorder/shared';
import { signInCustomer } from '@/lib/session';
import { resetSessionStore } from '@/lib/session';
import { showToast } from '@/lib/toast';
import {
  forgetPendingLink,
  listenForPendingLink,
  pendingLink,
  rememberPendingLink,
} from './pending-registration';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const customer = {
  CUSTOMERCODE: 'C000008',
  CUSTOMERNAME: 'ร้านลายน์ช็อป',
  ActiveDC: 'DC02',
  userRole: 'CUSTOMER',
} as CustomerUser;

const onLinked = vi.fn();
let calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  vi.mocked(showToast).mockClear();
  resetSessionStore();
  forgetPendingLink();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return Promise.resolve(
        new Response(JSON.stringify({ linked: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  listenForPendingLink(onLinked);
});

afterEach(() => {
  vi.unstubAllGlobals();
  onLinked.mockReset();
});

describe('a LINE user who registered first', () => {
  it('is linked at the next sign-in of its area, once', async () => {
    rememberPendingLink({ area: 'customer', target: '/product/P001' });
    await signInCustomer(customer);
    expect(calls).toEqual([{ url: 'bff/line/link', body: { area: 'customer' } }]);
    expect(onLinked).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('เชื่อมบัญชี LINE เรียบร้อยแล้ว', { kind: 'success' });
    expect(pendingLink()).toBeNull();

    await signInCustomer(customer);
    expect(calls).toHaveLength(1);
  });

  it('is not linked to a sign-in of another area, nor without a pending link', async () => {
    rememberPendingLink({ area: 'merchant', target: '/merchant' });
    await signInCustomer(customer);
    forgetPendingLink();
    await signInCustomer(customer);
    expect(calls).toEqual([]);
    expect(onLinked).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
