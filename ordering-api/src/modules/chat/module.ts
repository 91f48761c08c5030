// The chat module as the composition root builds it: the store (PostgreSQL),
// the bus of live messages (LISTEN/NOTIFY on PostgreSQL, in memory on PGlite)
// and the service over both.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/env';
import type { LineNotifications } from '../line/outbox';
import type { ImageStore } from '../uploads/plugin';
import { createMemoryChatBus, createPgChatBus, type ChatBus } from './bus';
import { createPgChatStore } from './pg-store';
import { createChatService } from './service';

export function createChatModule(deps: {
  db: Db;
  /** Set on PostgreSQL: messages reach the other replicas through LISTEN/NOTIFY. */
  databaseUrl?: string | undefined;
  pool?: pg.Pool | undefined;
  clock: Clock;
  images: ImageStore;
  notifications: Pick<LineNotifications, 'chatReply'>;
  log: FastifyBaseLogger;
}) {
  const store = createPgChatStore(deps.db);
  const bus: ChatBus =
    deps.databaseUrl && deps.pool
      ? createPgChatBus({ databaseUrl: deps.databaseUrl, pool: deps.pool, findMessage: (id) => store.findMessage(id), log: deps.log })
      : createMemoryChatBus();
  const service = createChatService({ ...deps, store, bus });
  return { store, bus, service };
}
