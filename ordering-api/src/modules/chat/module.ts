// The chat module as the composition root builds it: the store (PostgreSQL, or
// Firestore when a project is configured), the bus of live messages
// (LISTEN/NOTIFY on PostgreSQL, in memory on PGlite) and the service over both.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/env';
import type { LineNotifications } from '../line/outbox';
import type { ImageStore } from '../uploads/plugin';
import { createFirestoreChatStore, openFirestore } from './firestore-store';
import type { ChatStore } from './store';
import { createMemoryChatBus, createPgChatBus, type ChatBus } from './bus';
import { createPgChatStore } from './pg-store';
import { createChatService } from './service';

export function createChatModule(deps: {
  db: Db;
  /** Set when chat is kept in Firestore (CHAT_STORE=firestore): the project's id. */
  firestoreProject?: string | undefined;
  /** Set on PostgreSQL: messages reach the other replicas through LISTEN/NOTIFY. */
  databaseUrl?: string | undefined;
  pool?: pg.Pool | undefined;
  clock: Clock;
  images: ImageStore;
  notifications: Pick<LineNotifications, 'chatReply'>;
  log: FastifyBaseLogger;
}) {
  const store = deps.firestoreProject
    ? firestoreStore(deps.firestoreProject)
    : createPgChatStore(deps.db);
  const bus: ChatBus =
    deps.databaseUrl && deps.pool
      ? createPgChatBus({ databaseUrl: deps.databaseUrl, pool: deps.pool, findMessage: (roomId, id) => store.findMessage(roomId, id), log: deps.log })
      : createMemoryChatBus();
  const service = createChatService({ ...deps, store, bus });
  return { store, bus, service };
}

/** The Firestore store, its SDK loaded with the first chat call: an API on PostgreSQL never loads it. */
function firestoreStore(projectId: string): ChatStore {
  let loading: Promise<ChatStore> | undefined;
  const load = () => (loading ??= openFirestore(projectId).then(createFirestoreChatStore));
  return new Proxy({} as ChatStore, {
    get: (_target, key: keyof ChatStore) =>
      async (...args: unknown[]) => {
        const store = await load();
        return (store[key] as (...a: unknown[]) => unknown).apply(store, args);
      },
  });
}
