// Where the web configuration is kept beside its table, and how those copies are dropped
// (ADR 077): each process's readers subscribe here; a refresh drops this process's copies at once
// and announces it on the database channel, which every process of the deployment hears.
import type { DatabaseHandle } from '../../db/client';
import { listenForNotices, type NoticeListener } from '../../db/notices';

/** The channel a web-configuration refresh is announced on. */
export const WEB_CONFIG_CHANNEL = 'eorder_web_config';

export interface WebConfigChanges {
  /** Calls `drop` whenever the kept copies must go; answers the unsubscribe function. */
  subscribe(drop: () => void): () => void;
  /** Drops every subscriber's copy in this process. */
  changed(): void;
}

export function createWebConfigChanges(): WebConfigChanges {
  const subscribers = new Set<() => void>();
  return {
    subscribe(drop) {
      subscribers.add(drop);
      return () => subscribers.delete(drop);
    },
    changed() {
      for (const drop of subscribers) drop();
    },
  };
}

/** Hears refreshes announced by any process; a gap in listening drops the copies too. */
export function listenForWebConfigChanges(
  handle: DatabaseHandle,
  changes: WebConfigChanges,
  onError: (error: unknown) => void,
): Promise<NoticeListener> {
  return listenForNotices(
    handle,
    WEB_CONFIG_CHANNEL,
    { onNotice: () => changes.changed(), onLive: () => changes.changed() },
    onError,
  );
}
