import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('whenPageSettled', () => {
  it('waits while a call is answered, then settles once the page has been quiet', async () => {
    vi.useFakeTimers();
    const { trackActivity, whenPageSettled } = await import('./idle');
    let answer!: () => void;
    void trackActivity(new Promise<void>((resolve) => (answer = resolve)));
    let settled = false;
    void whenPageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toBe(true);
  });

  it('ends the wait, without an error, when the page is torn down while it waits', async () => {
    vi.useFakeTimers();
    const { trackActivity, whenPageSettled } = await import('./idle');
    void trackActivity(new Promise<void>(() => undefined));
    const settled = whenPageSettled();
    await vi.advanceTimersByTimeAsync(200);
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    await vi.advanceTimersByTimeAsync(200);
    await expect(settled).resolves.toBeUndefined();
  });
});
