import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ loaded: false, release: () => {} }));

vi.mock('@/lib/i18n', () => ({
  loadNamespaces: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        state.release = () => {
          state.loaded = true;
          resolve();
        };
      }),
  ),
  translate: (key: string) => (state.loaded ? 'Linked to LINE' : key),
}));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));
vi.mock('../api/link-line-account', () => ({ linkLineAccount: vi.fn(() => Promise.resolve({ ok: true, data: {} })) }));

const { showToast } = await import('@/lib/toast');
const { linkPendingAccount } = await import('./link-pending-account');

describe('linkPendingAccount', () => {
  beforeEach(() => {
    state.loaded = false;
    vi.mocked(showToast).mockClear();
  });

  it('says the account is linked in words, even when the answer comes before the texts', async () => {
    const onLinked = vi.fn();
    const linking = linkPendingAccount('customer', onLinked);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showToast).not.toHaveBeenCalled();
    state.release();
    await linking;
    expect(onLinked).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith('Linked to LINE', { kind: 'success' });
  });
});
