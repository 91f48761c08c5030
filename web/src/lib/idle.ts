// Work that must not compete with the first page waits until the page has loaded, its calls are
// answered and the main thread is idle, but no longer than `MAX_WAIT_MS`.
import { useEffect, useState } from 'react';

const QUIET_MS = 500;
const BUSY_CHECK_MS = 100;
const MAX_WAIT_MS = 10_000;
const IDLE_TIMEOUT_MS = 2000;

let inFlight = 0;
let lastActivity = 0;
let settled: Promise<void> | undefined;

/** Counts an API call as page activity until it ends (the API client wraps every call). */
export function trackActivity<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  lastActivity = performance.now();
  return work.finally(() => {
    inFlight -= 1;
    lastActivity = performance.now();
  });
}

/** The page is gone (a test's document torn down while a wait was pending): nothing to wait for. */
function gone(): boolean {
  return typeof window === 'undefined' || typeof document === 'undefined';
}

function afterLoad(): Promise<void> {
  if (gone() || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function quiet(): Promise<void> {
  const deadline = performance.now() + MAX_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (gone()) return resolve();
      const now = performance.now();
      // A part that has just stopped loading is painting its content: the moment counts from then.
      const busy = inFlight > 0 || document.querySelector('main [aria-busy="true"]') !== null;
      if (busy) lastActivity = now;
      const calm = busy ? BUSY_CHECK_MS : lastActivity + QUIET_MS - now;
      if ((!busy && calm <= 0) || now >= deadline) resolve();
      else window.setTimeout(check, Math.min(calm, deadline - now));
    };
    check();
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (gone()) resolve();
    else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(resolve, 0);
  });
}

/** Resolves once, when the page has loaded, its calls are answered and the browser is idle. */
export function whenPageSettled(): Promise<void> {
  settled ??= afterLoad().then(quiet).then(idle);
  return settled;
}

/** True once the page has settled (see `whenPageSettled`); `enabled` false skips the wait. */
export function usePageSettled(enabled = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!enabled || done) return;
    let live = true;
    void whenPageSettled().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [enabled, done]);
  return done;
}
