// Product-list answers kept briefly as the bytes sent, dropped per center on a database NOTIFY
// (decision 026).
import type { DatabaseHandle } from '../../db/client';
import { listenForNotices, type NoticeListener } from '../../db/notices';

/** The channel the catalogue's tables announce their changes on. */
export const CATALOGUE_CHANNEL = 'eorder_catalogue';
/** The payload of a change that concerns every center. */
export const EVERY_CENTER = '*';

/** Answers kept at most (about 2 to 25 KB each), the least recently used dropped first. */
export const ANSWER_CACHE_ENTRIES = 2000;

/** What a read that may be kept was started under: the generations of that moment. */
export interface CacheTicket {
  center: string;
  /** Of every center together (bumped by '*' and when listening starts or stops). */
  everyCenter: number;
  /** Of the center alone. */
  generation: number;
}

interface Entry extends CacheTicket {
  expires: number;
  bytes: Buffer;
}

export interface AnswerCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export interface AnswerCache {
  /** True while changes are heard, so answers may be kept and served. */
  readonly live: boolean;
  get(center: string, key: string): Buffer | undefined;
  /** Taken before reading the database for an answer; null when answers are not kept now. */
  ticket(center: string): CacheTicket | null;
  /** Keeps the answer unless the center changed since the ticket was taken. */
  set(ticket: CacheTicket, key: string, bytes: Buffer): void;
  /** A notice: the center's answers (every center's for '*') are out of date. */
  changed(center: string): void;
  setLive(live: boolean): void;
  readonly size: number;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? ANSWER_CACHE_ENTRIES;
  const entries = new Map<string, Entry>();
  // Generations: one for every center together, bumped by '*', and one per center.
  let everyCenter = 0;
  const centers = new Map<string, number>();
  let live = false;

  const current = (ticket: CacheTicket) =>
    ticket.everyCenter === everyCenter && ticket.generation === (centers.get(ticket.center) ?? 0);
  const dropAll = () => {
    everyCenter += 1;
    entries.clear();
  };

  return {
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    get(center, key) {
      if (!live) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.center !== center || !current(entry) || entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last, so the oldest is the first of the map.
      entries.delete(key);
      entries.set(key, entry);
      return entry.bytes;
    },
    ticket(center) {
      return live ? { center, everyCenter, generation: centers.get(center) ?? 0 } : null;
    },
    set(ticket, key, bytes) {
      if (!live || !current(ticket)) return;
      entries.delete(key);
      entries.set(key, { ...ticket, expires: now() + options.ttlMs, bytes });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    changed(center) {
      if (center === EVERY_CENTER || center === '') dropAll();
      else centers.set(center, (centers.get(center) ?? 0) + 1);
    },
    setLive(value) {
      // Notices may have been missed while not listening: nothing from before counts.
      dropAll();
      live = value;
    },
  };
}

export type ChangeListener = NoticeListener;

/**
 * Hears the catalogue's change notices and tells `cache` (see db/notices.ts). The cache is live
 * only while the LISTEN is in force.
 */
export function listenForCatalogueChanges(
  handle: DatabaseHandle,
  cache: AnswerCache,
  onError: (error: unknown) => void,
): Promise<ChangeListener> {
  return listenForNotices(
    handle,
    CATALOGUE_CHANNEL,
    {
      onNotice: (payload) => cache.changed(payload === '' ? EVERY_CENTER : payload),
      onLive: (live) => cache.setLive(live),
    },
    onError,
  );
}
