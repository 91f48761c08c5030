// Hearing PostgreSQL's NOTIFY on one channel: on PGlite through its own listen(), on PostgreSQL on
// a connection of its own (a pooled one would be handed to queries), connected again after a
// failure. Kept copies that notices invalidate may be used only while `onLive(true)` holds.
import pg from 'pg';
import type { DatabaseHandle } from './client';

export interface NoticeListener {
  stop(): Promise<void>;
}

export interface NoticeHandlers {
  /** A notice's payload ('' when it had none). */
  onNotice(payload: string): void;
  /** Listening started (true) or stopped (false): notices may have been missed meanwhile. */
  onLive(live: boolean): void;
}

/** How long to wait before listening again after the connection failed. */
const RECONNECT_MS = 1000;

export async function listenForNotices(
  handle: DatabaseHandle,
  channel: string,
  handlers: NoticeHandlers,
  onError: (error: unknown) => void,
): Promise<NoticeListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (handle.pglite) {
    const pglite = handle.pglite;
    const unlisten = await pglite.listen(channel, (payload) => handlers.onNotice(payload));
    handlers.onLive(true);
    return {
      async stop() {
        handlers.onLive(false);
        if (!pglite.closed) await unlisten().catch(onError);
      },
    };
  }

  const connectionString = handle.pool?.options.connectionString;
  if (!connectionString) return { stop: () => Promise.resolve() };
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString, application_name: `eorder-${channel}` });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      handlers.onLive(false);
      if (error) onError(error);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client = next;
    next.on('notification', (message) => handlers.onNotice(message.payload ?? ''));
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client === next && !stopped) handlers.onLive(true);
    } catch (error) {
      lost(error);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      handlers.onLive(false);
      const current = client;
      client = null;
      await current?.end().catch(onError);
    },
  };
}
