import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ChatRoom } from '@eorder/shared';
import type { DatabaseHandle } from '../../db/client';
import { buildTestApp } from '../../../test/app';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { startFirestoreEmulator } from '../../../test/firestore-emulator';
import { bearer, customerToken } from '../orders/test-kit';
import { createFirestoreChatStore, MESSAGES, openFirestore, ROOMS } from './firestore-store';
import type { ChatStore } from './store';
import { chatStoreSuite } from './store-suite';

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let firestore: Firestore;
let store: ChatStore;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  firestore = await openFirestore(`demo-chat-${randomUUID().slice(0, 8)}`);
  store = createFirestoreChatStore(firestore);
});

afterAll(async () => {
  await firestore.terminate();
  emulator.stop();
});

chatStoreSuite('Firestore', () => store);

describe('chat store: Firestore documents', () => {
  it("reads an existing deployment's room and messages as they are", async () => {
    const roomID = `old-${randomUUID().slice(0, 8)}`;
    await firestore.collection(ROOMS).doc(roomID).set({
      roomID,
      members: [{ id: 'customer:C9', lastRead: Timestamp.fromMillis(1_000) }],
      membersIDList: ['customer:C9'],
      latestMessage: 'hi',
      latestSender: 'customer:C9',
      saleUnit: 'DC01',
      customerCode: 'C9',
    });
    await firestore.collection(ROOMS).doc(roomID).collection(MESSAGES).doc('m1').set({
      id: 'm1',
      message: 'hi',
      messageType: 'text',
      ownerID: 'customer:C9',
      createdAt: '20260105100000',
      createdAtNumber: 20260105100000,
      timestamp: Timestamp.fromMillis(2_000),
      imageUrl: '',
    });
    expect(await store.findRoom(roomID)).toMatchObject({ roomId: roomID, saleUnit: 'DC01', customerKey: 'C9' });
    expect(await store.findMessage(roomID, 'm1')).toMatchObject({ id: 'm1', timestamp: 2_000, imageUrl: null });
    expect((await store.members([roomID])).get(roomID)).toEqual([{ id: 'customer:C9', lastRead: 1_000 }]);
  });

  it('writes a message in the seeds’ fields', async () => {
    const room = await store.createRoom({ roomId: `r-${randomUUID()}`, saleUnit: 'DC01', customerKey: 'C7', now: 0 });
    const at = Date.UTC(2026, 0, 5, 3, 0, 0);
    await store.addMessage({ id: 'p1', roomId: room.roomId, message: '', messageType: 'photo', ownerId: 'staff:1', imageUrl: '/files/chat/x/p.webp', timestamp: at });
    const doc = await firestore.collection(ROOMS).doc(room.roomId).collection(MESSAGES).doc('p1').get();
    expect(doc.data()).toEqual({
      id: 'p1',
      message: '',
      messageType: 'photo',
      ownerID: 'staff:1',
      createdAt: '20260105100000',
      createdAtNumber: 20260105100000,
      timestamp: at,
      imageUrl: '/files/chat/x/p.webp',
    });
    const roomDoc = (await firestore.collection(ROOMS).doc(room.roomId).get()).data();
    expect(roomDoc).toMatchObject({
      roomID: room.roomId,
      latestMessage: '[photo]',
      latestSender: 'staff:1',
      members: [{ id: 'staff:1', lastRead: at }],
      membersIDList: ['customer:C7', 'staff:1'],
    });
  });
});

describe('chat on Firestore by configuration', () => {
  let db: DatabaseHandle | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it('keeps rooms and messages in the Firestore project when CHAT_STORE=firestore', async () => {
    db = await openTestDatabase();
    const projectId = `demo-app-${randomUUID().slice(0, 8)}`;
    const { app } = await buildTestApp(db, { env: { CHAT_STORE: 'firestore', FIREBASE_PROJECT_ID: projectId } });
    try {
      const customer = await customerToken(app, FIXTURE.customer, 'DC01');
      const room = (await app.inject({ method: 'POST', url: '/api/chat/rooms/open', headers: bearer(customer), payload: {} })).json<ChatRoom>();
      const sent = await app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${room.roomID}/messages`,
        headers: bearer(customer),
        payload: { id: `m${randomUUID().replaceAll('-', '')}`, message: 'in Firestore', messageType: 'text' },
      });
      expect(sent.statusCode).toBe(200);
      const stored = await (await openFirestore(projectId)).collection(ROOMS).doc(room.roomID).get();
      expect(stored.data()).toMatchObject({ roomID: room.roomID, latestMessage: 'in Firestore', saleUnit: 'DC01' });
    } finally {
      await app.close();
    }
  });
});
