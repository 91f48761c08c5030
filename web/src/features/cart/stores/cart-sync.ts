// The server's copy of a signed-in customer's cart and the guest cart's move into it; the server
// merges devices' writes, and an unwritten change survives a closed page (decision 024).
import { guestCartStorageKey } from '@eorder/shared';
import { getJson, removeItem, setJson } from '@/lib/storage';
import { getRuntimeConfig } from '@/lib/config';
import { getCart } from '../api/get-cart';
import { mergeCart } from '../api/merge-cart';
import { syncCart } from '../api/sync-cart';
import type { CartLineBody, CartState as ServerCart } from '../api/cart.schema';
import { readLine, readStoredCart, type StoredLine } from '../lib/stored-cart';
import { cartStore, replaceLines, toStoredLine } from './cart-store';
import type { CartContext } from './cart-session';

export const PUSH_DELAY_MS = 400;

interface SyncMeta {
  /** The server's version the local cart was last read from or written as. */
  version: number | null;
  /** A local change not yet accepted by the server. */
  dirty: boolean;
}

const metaKey = (key: string) => `${key}#sync`;

function readMeta(key: string): SyncMeta {
  const meta = getJson<Partial<SyncMeta>>(metaKey(key));
  return {
    version: typeof meta?.version === 'number' ? meta.version : null,
    dirty: meta?.dirty === true,
  };
}

function writeMeta(key: string, meta: SyncMeta): void {
  setJson(metaKey(key), meta);
}

export const lineBody = (line: StoredLine): CartLineBody => ({
  P_Code: line.P_Code,
  qty1: line.qty1,
  qty2: line.qty2,
  qty3: line.qty3,
  selected: line.selected,
});

/** The server's lines as stored lines (products no longer sold were already dropped by it). */
export function serverLines(answer: Pick<ServerCart, 'Items'>): StoredLine[] {
  const lines: StoredLine[] = [];
  for (const item of answer.Items) {
    const line = readLine(item);
    if (line && line.qty1 + line.qty2 + line.qty3 > 0) lines.push(line);
  }
  return lines;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after everything queued before it, whatever became of that. */
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Is the cart shown still the one of `context`? (A sign-out or a center switch may have come.) */
const showing = (context: CartContext) => cartStore.key === context.key;

/** Takes the server's answer into the cart shown, unless a local change came meanwhile. */
function adopt(context: CartContext, answer: ServerCart, revisionAtSend: number): void {
  if (!showing(context)) return;
  if (cartStore.revision !== revisionAtSend) {
    // Changed here while the server answered: keep the local lines, write them on top of this version.
    writeMeta(context.key, { version: answer.Version, dirty: true });
    schedulePush(context);
    return;
  }
  replaceLines(serverLines(answer));
  writeMeta(context.key, { version: answer.Version, dirty: false });
}

async function push(context: CartContext): Promise<void> {
  if (!showing(context)) return;
  const meta = readMeta(context.key);
  const revision = cartStore.revision;
  const items = cartStore.items.map((line) => lineBody(toStoredLine(line)));
  const result = await syncCart({ saleUnit: context.saleUnit, mode: context.mode, items, version: meta.version });
  // Not written (offline, refused): the change stays marked and goes with the next write.
  if (!result.ok) return;
  adopt(context, result.data, revision);
}

/**
 * Reads the server's copy: a local change still waiting is written first (merged by the server),
 * otherwise the server's copy replaces the local one.
 */
export function pull(context: CartContext): Promise<void> {
  return enqueue(async () => {
    if (!showing(context)) return;
    if (readMeta(context.key).dirty) {
      await push(context);
      return;
    }
    const revision = cartStore.revision;
    const result = await getCart(context.saleUnit, context.mode);
    if (!result.ok) return;
    adopt(context, result.data, revision);
  });
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** A local change: remembered at once, written after a short pause (several taps, one write). */
export function schedulePush(context: CartContext): void {
  const meta = readMeta(context.key);
  if (!meta.dirty) writeMeta(context.key, { ...meta, dirty: true });
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void enqueue(() => push(context)).catch((error: unknown) => console.error('The cart could not be saved.', error));
  }, PUSH_DELAY_MS);
}

/** Writes a waiting change now (before the checkout reads the server's cart, for instance). */
export function flush(context: CartContext): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = undefined;
  }
  return enqueue(() => (readMeta(context.key).dirty ? push(context) : Promise.resolve()));
}

const MERGE_ATTEMPTS = 3;

/** A key the merge is sent with, kept for retries of the same hand-over. */
function mergeKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * After a sign-in that replaced a guest: the guest cart moves into the customer's money cart on
 * the server, in one transaction, and the guest's store is emptied. A network failure is retried
 * with the same idempotency key; a refusal leaves the guest cart where it is (nothing is lost).
 */
export function mergeGuestCart(context: CartContext): Promise<void> {
  return enqueue(async () => {
    const guestKey = guestCartStorageKey(getRuntimeConfig().companyCode);
    const guestLines = readStoredCart(getJson<unknown>(guestKey)) ?? [];
    if (guestLines.length === 0) return;
    // A change of the customer's own cart not yet written goes first, so the merge cannot hide it.
    if (showing(context) && readMeta(context.key).dirty) await push(context);
    const idempotencyKey = mergeKey();
    for (let attempt = 1; attempt <= MERGE_ATTEMPTS; attempt += 1) {
      const result = await mergeCart({
        saleUnit: context.saleUnit,
        items: guestLines.map(lineBody),
        idempotencyKey,
      });
      if (result.ok) {
        removeItem(guestKey);
        const moneyContext = context.mode === 'money';
        if (moneyContext && showing(context)) {
          replaceLines(serverLines(result.data));
          writeMeta(context.key, { version: result.data.Version, dirty: false });
        }
        return;
      }
      if (result.error.kind !== 'network') return;
    }
  });
}
