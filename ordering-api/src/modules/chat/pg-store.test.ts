import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/database';
import { createPgChatStore } from './pg-store';
import type { ChatStore } from './store';
import { chatStoreSuite } from './store-suite';

let db: DatabaseHandle;
let store: ChatStore;

beforeAll(async () => {
  db = await openTestDatabase();
  store = createPgChatStore(db.db);
});

afterAll(async () => {
  await db.close();
});

chatStoreSuite('PostgreSQL', () => store);
