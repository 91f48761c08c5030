// LIFF mock mode, for end-to-end tests only: this module is imported only by
// builds made with VITE_LIFF_MOCK=true (see runtime.ts), so a production build
// does not contain it. A test describes the LINE it wants before the page loads:
//
//   window.__EORDER_LIFF_MOCK__ = { isInClient: true, isLoggedIn: true, getIDToken: '<a real ID token>', ... }
//
// with the keys of `liff.$mock.set` (getIDToken, getAccessToken, getFriendship, isApiAvailable,
// shareTargetPicker ...). Without that object the real SDK runs even in a mock build.
import { LiffMockPlugin } from '@line/liff-mock';

declare global {
  interface Window {
    __EORDER_LIFF_MOCK__?: Record<string, unknown>;
    /** What the mocked LIFF was asked to do, for the test to read. */
    __EORDER_LIFF_MOCK_CALLS__?: { api: string; args: unknown[] }[];
  }
}

interface MockableLiff {
  use(plugin: unknown): unknown;
  $mock?: {
    set(
      data:
        Record<string, unknown> | ((previous: Record<string, unknown>) => Record<string, unknown>),
    ): void;
  };
}

/** Installs the mock plugin when the page was given mock data; answers whether it did. */
export function installLiffMock(liff: unknown): boolean {
  const data = window.__EORDER_LIFF_MOCK__;
  if (!data) return false;
  const target = liff as MockableLiff;
  target.use(new LiffMockPlugin());
  target.$mock?.set((previous) => ({ ...previous, ...data }));
  window.__EORDER_LIFF_MOCK_CALLS__ = [];
  return true;
}
