// Which centers the holder of a customer token may use. Every customer-side call asks (see
// plugins/center.ts), so a holder's answer is kept for a few seconds: a link, a salesperson's
// center or an account switched off takes effect within that time.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/env';
import { createCenterRepository, type TokenHolder, type UsableCenters } from './repository';

/** How long a holder's centers are used before they are read again. */
export const USABLE_CENTERS_TTL_MS = 5_000;

/** Holders kept at most, the least recently used dropped first. */
const HOLDERS_KEPT = 10_000;

export type UsableCentersReader = (holder: TokenHolder) => Promise<UsableCenters>;

export function createUsableCentersReader(
  db: Db,
  clock: Clock,
  options: { ttlMs?: number } = {},
): UsableCentersReader {
  const repository = createCenterRepository(db);
  const ttlMs = options.ttlMs ?? USABLE_CENTERS_TTL_MS;
  const kept = ttlMs > 0 ? new LRUCache<string, { at: number; value: UsableCenters }>({ max: HOLDERS_KEPT }) : undefined;
  return async (holder) => {
    const key = `${holder.customerCode}\u0000${holder.staffUserId ?? ''}\u0000${holder.agentCode ?? ''}`;
    const now = clock().getTime();
    const hit = kept?.get(key);
    // A clock set back (tests move theirs) counts as expired too.
    if (hit && now >= hit.at && now - hit.at < ttlMs) return hit.value;
    const value = await repository.usableBy(holder);
    kept?.set(key, { at: now, value });
    return value;
  };
}
