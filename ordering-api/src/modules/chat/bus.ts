// Live delivery of chat messages to every API replica's event streams: PostgreSQL NOTIFY/LISTEN, or
// in memory on PGlite; listeners subscribe by room.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { StoredMessage } from './store';

export const CHAT_CHANNEL = 'eorder_chat';
/** NOTIFY payloads are limited to 8000 bytes; a message longer than this goes by id and is read again. */
const MAX_PAYLOAD_BYTES = 7000;

export type ChatListener = (message: StoredMessage) => void;

export interface ChatBus {
  publish(message: StoredMessage): Promise<void>;
  /** Calls the listener with every new message of the room; answers the unsubscribe. */
  subscribe(roomId: string, listener: ChatListener): () => void;
  /** Resolves once messages of other replicas arrive (the LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The local half of both buses: listeners by room. */
function createLocalRooms() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver: (message: StoredMessage) => void emitter.emit(message.roomId, message),
    subscribe: (roomId: string, listener: ChatListener) => {
      emitter.on(roomId, listener);
      return () => void emitter.off(roomId, listener);
    },
  };
}

export function createMemoryChatBus(): ChatBus {
  const rooms = createLocalRooms();
  return {
    publish: (message) => Promise.resolve(rooms.deliver(message)),
    subscribe: rooms.subscribe,
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

interface Notice {
  message?: StoredMessage;
  /** Set instead of message when the message was too long for the payload. */
  id?: string;
  roomId?: string;
}

export function createPgChatBus(deps: {
  databaseUrl: string;
  pool: pg.Pool;
  /** Reads a message announced by id. */
  findMessage: (roomId: string, id: string) => Promise<StoredMessage | null>;
  log: FastifyBaseLogger;
}): ChatBus {
  const rooms = createLocalRooms();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  async function onNotice(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const notice = JSON.parse(payload) as Notice;
    const message = notice.message ?? (notice.id && notice.roomId ? await deps.findMessage(notice.roomId, notice.id) : null);
    if (message) rooms.deliver(message);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: deps.databaseUrl, application_name: 'eorder-chat-listen' });
      next.on('notification', (note) => {
        if (note.channel !== CHAT_CHANNEL) return;
        onNotice(note.payload).catch((error: unknown) => deps.log.warn({ err: error }, 'chat notice dropped'));
      });
      next.on('error', (error) => {
        deps.log.warn({ err: error }, 'chat listener connection lost; reconnecting');
        client = undefined;
        connecting = undefined;
        void next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${CHAT_CHANNEL}`);
      client = next;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  return {
    async publish(message) {
      let payload = JSON.stringify({ message } satisfies Notice);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ id: message.id, roomId: message.roomId } satisfies Notice);
      await deps.pool.query('select pg_notify($1, $2)', [CHAT_CHANNEL, payload]);
    },
    subscribe: rooms.subscribe,
    // The connection opens with the first stream, so a replica nobody chats on holds none.
    ready: () => connect(),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
