// The phone's queue of delivery steps: kept in IndexedDB (idb-keyval), sent
// through the rider client, flushed when the network returns and every
// little while while something waits.
import { createStore, del, entries, set } from 'idb-keyval';
import { mutate } from 'swr';
import { buildPath, RiderStatusAnswerSchema } from '@eorder/shared';
import { localizePath, paths } from '@/config/paths';
import { riderApi } from '@/lib/api';
import { refreshRiderLists } from '../api/rider-api';
import { getCurrentLang } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { showToast } from '@/lib/toast';
import { createStepQueue, memoryStore, type QueuedStep, type QueueStore, type SendOutcome } from './step-queue';

/** How often waiting steps are tried again, besides when the browser says it is online. */
const RETRY_MS = 15_000;

function idbStore(): QueueStore {
  const store = createStore('eorder-rider', 'steps');
  return {
    all: async () => (await entries<string, QueuedStep>(store)).map(([, step]) => step),
    put: (step) => set(step.key, step, store),
    remove: (key) => del(key, store),
  };
}

async function send(step: QueuedStep): Promise<SendOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(step.fields)) form.append(name, value);
  for (const [name, blob] of Object.entries(step.files)) form.append(name, blob, `${name}.jpg`);
  const result = await riderApi.post(
    buildPath('riderOrderStatus', { orderId: step.orderId, saleUnit: step.saleUnit }),
    form,
    { headers: { 'Idempotency-Key': step.key }, schema: RiderStatusAnswerSchema, quiet: true },
  );
  if (result.ok) return { kind: 'sent', answer: result.data };
  // Quiet, so an offline phone shows no error; a 401 still goes to the sign-in page.
  if (result.status === 401) navigateTo(localizePath(paths.riderLogin.pattern, getCurrentLang()), { replace: true });
  // Offline, a server error or signed out: the step waits (a 401 goes to the sign-in page).
  if (result.error.kind === 'network' || result.status >= 500 || result.status === 401 || result.status === 0)
    return { kind: 'later' };
  return { kind: 'refused', message: result.error.message, code: result.error.code };
}

/** Reads the rider's lists and orders again, keeping what is on screen meanwhile. */
const refreshRiderData = () =>
  Promise.all([mutate((key) => Array.isArray(key) && key[0] === 'rider'), refreshRiderLists()]);

export const riderQueue = createStepQueue({
  store: typeof indexedDB === 'undefined' ? memoryStore() : idbStore(),
  send,
  onSettled: (_step, outcome) => {
    if (outcome.kind === 'refused') showToast(outcome.message);
    void refreshRiderData();
  },
});

let started = false;

/** Sends waiting steps now, when the network returns and every little while. */
export function startRiderQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void riderQueue.flush());
  window.setInterval(() => {
    if (navigator.onLine) void riderQueue.flush();
  }, RETRY_MS);
  void riderQueue.flush();
}

/** A new Idempotency-Key. */
export const newStepKey = (): string => `rs-${crypto.randomUUID()}`;
