// What every chat store must do, as one suite: the PostgreSQL store runs it
// (pg-store.test.ts), and so must any other implementation of ChatStore.
// Tests only: nothing in the server imports this file.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatStore, StoredMessage } from './store';

const T0 = Date.UTC(2026, 0, 5, 3, 0, 0);

export function chatStoreSuite(name: string, store: () => ChatStore) {
  const unique = () => randomUUID().slice(0, 8);
  const message = (roomId: string, ownerId: string, at: number, text = `hello ${at}`): StoredMessage => ({
    id: `m-${unique()}-${at}`,
    roomId,
    message: text,
    messageType: 'text',
    ownerId,
    imageUrl: null,
    timestamp: at,
  });
  const newRoom = async (customerKey = `C${unique()}`, saleUnit = 'DC01') =>
    store().createRoom({ roomId: `r-${unique()}`, saleUnit, customerKey, now: T0 });

  describe(`chat store: ${name}`, () => {
    it('keeps one room per customer and center', async () => {
      const room = await newRoom('CX1-' + unique());
      const again = await store().createRoom({ roomId: `r-${unique()}`, saleUnit: 'DC01', customerKey: room.customerKey, now: T0 });
      expect(again.roomId).toBe(room.roomId);
      expect(await store().findRoomOf(room.customerKey, 'DC01')).toMatchObject({ roomId: room.roomId });
      expect(await store().findRoomOf(room.customerKey, 'DC02')).toBeNull();
      const other = await store().createRoom({ roomId: `r-${unique()}`, saleUnit: 'DC02', customerKey: room.customerKey, now: T0 });
      expect(other.roomId).not.toBe(room.roomId);
      expect((await store().roomsOfCustomer(room.customerKey)).map((r) => r.roomId).sort()).toEqual(
        [room.roomId, other.roomId].sort(),
      );
    });

    it('stores a message once by its id and makes it the latest', async () => {
      const room = await newRoom();
      const first = message(room.roomId, `customer:${room.customerKey}`, T0 + 1000);
      expect((await store().addMessage(first)).created).toBe(true);
      const retried = await store().addMessage({ ...first, message: 'changed', timestamp: T0 + 2000 });
      expect(retried.created).toBe(false);
      expect(retried.message).toEqual(first);
      expect(await store().messages(room.roomId, { take: 15 })).toEqual([first]);
      expect(await store().findRoom(room.roomId)).toMatchObject({
        latestMessage: first.message,
        latestSender: first.ownerId,
        latestAt: first.timestamp,
      });
    });

    it('makes a first message the latest even in the millisecond the room was made', async () => {
      const room = await newRoom();
      const first = message(room.roomId, 'staff:1', T0);
      await store().addMessage(first);
      expect(await store().findRoom(room.roomId)).toMatchObject({ latestMessage: first.message, latestSender: 'staff:1' });
    });

    it('pages newest first, older than a time', async () => {
      const room = await newRoom();
      const sent: StoredMessage[] = [];
      for (let k = 1; k <= 20; k += 1) {
        const m = message(room.roomId, 'staff:1', T0 + k * 1000);
        sent.push(m);
        await store().addMessage(m);
      }
      const newest = await store().messages(room.roomId, { take: 15 });
      expect(newest.map((m) => m.id)).toEqual(sent.slice(5).reverse().map((m) => m.id));
      const older = await store().messages(room.roomId, { take: 15, before: newest.at(-1)?.timestamp });
      expect(older.map((m) => m.id)).toEqual(sent.slice(0, 5).reverse().map((m) => m.id));
    });

    it('counts the unread messages of the other side and clears them on read', async () => {
      const room = await newRoom();
      const customer = `customer:${room.customerKey}`;
      await store().addMessage(message(room.roomId, customer, T0 + 1000));
      await store().addMessage(message(room.roomId, customer, T0 + 2000));
      await store().addMessage(message(room.roomId, 'staff:7', T0 + 3000));
      // Staff 8 has not read the customer's two; a colleague's reply is not news.
      expect((await store().unread([room.roomId], 'staff:8', 'staff')).get(room.roomId)).toBe(2);
      // The customer has read up to their own message; the reply is new to them.
      expect((await store().unread([room.roomId], customer, 'customer')).get(room.roomId)).toBe(1);
      await store().markRead(room.roomId, customer, T0 + 3000);
      await store().markRead(room.roomId, customer, T0 + 1000);
      expect((await store().unread([room.roomId], customer, 'customer')).get(room.roomId) ?? 0).toBe(0);
      const members = (await store().members([room.roomId])).get(room.roomId) ?? [];
      expect(members).toContainEqual({ id: customer, lastRead: T0 + 3000 });
    });

    it('lists the rooms of centers by latest message', async () => {
      const saleUnit = `Z${unique()}`;
      const a = await newRoom(undefined, saleUnit);
      const b = await newRoom(undefined, saleUnit);
      await store().addMessage(message(a.roomId, 'staff:1', T0 + 5000));
      await store().addMessage(message(b.roomId, 'staff:1', T0 + 9000));
      expect((await store().roomsOfCenters([saleUnit], 10)).map((r) => r.roomId)).toEqual([b.roomId, a.roomId]);
      expect(await store().roomsOfCenters([], 10)).toEqual([]);
    });

    it("hands a guest's rooms to the customer, merging into a room they have", async () => {
      const guest = `guest:${unique()}`;
      const customerKey = `C${unique()}`;
      const guestRoom = await store().createRoom({ roomId: `r-${unique()}`, saleUnit: 'DC01', customerKey: guest, now: T0 });
      const guestOther = await store().createRoom({ roomId: `r-${unique()}`, saleUnit: 'DC02', customerKey: guest, now: T0 });
      const own = await newRoom(customerKey, 'DC01');
      const asked = message(guestRoom.roomId, guest, T0 + 1000, 'from the guest');
      await store().addMessage(asked);
      await store().addMessage(message(guestOther.roomId, guest, T0 + 2000));
      const rooms = await store().moveRooms(
        { customerKey: guest, memberId: guest },
        { customerKey, memberId: `customer:${customerKey}` },
      );
      expect(rooms.sort()).toEqual([own.roomId, guestOther.roomId].sort());
      expect(await store().roomsOfCustomer(guest)).toEqual([]);
      const merged = await store().messages(own.roomId, { take: 15 });
      expect(merged).toEqual([{ ...asked, roomId: own.roomId, ownerId: `customer:${customerKey}` }]);
    });
  });
}
