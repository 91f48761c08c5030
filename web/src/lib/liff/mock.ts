// LIFF mock mode for end-to-end tests, only in builds made with VITE_LIFF_MOCK=true, driven by
// `window.__EORDER_LIFF_MOCK__` (the keys of `liff.$mock.set`); without it the real SDK runs.
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
