// The chat service: rooms, members and messages; membership comes from the caller's token, never
// from ids a request sends.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatOpenRoomBody,
  type ChatRoom,
  type ChatSendBody,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { customerCenters, customers, distributionCenters, staffUserCenters, staffUsers } from '../../db/schema';
import type { Clock } from '../../plugins/env';
import { publicFileUrl } from '../../plugins/files';
import type { LineNotifications } from '../line/outbox';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import type { ChatBus, ChatListener } from './bus';
import { toWireMessage, type ChatSide, type ChatStore, type MemberId, type StoredMessage, type StoredRoom } from './store';

export { toWireMessage };

/** Who calls, as the token says. */
export type ChatCaller =
  | {
      side: 'customer';
      memberId: MemberId;
      /** The customer's code, or 'guest:<uid>'. */
      customerKey: string;
      /** The center of the request (checked by the center plugin). */
      saleUnit: string;
      /** The guest this customer was before signing in, whose rooms become theirs. */
      fromGuest: { customerKey: string; memberId: MemberId } | null;
    }
  | { side: 'staff'; memberId: MemberId; staffUserId: number };

/** Rooms listed for staff at most (latest first). */
export const STAFF_ROOM_LIMIT = 200;

export const guestKey = (uid: string) => `guest:${uid}`;
export const customerMemberId = (code: string) => `customer:${code}`;
export const staffMemberId = (id: number) => `staff:${id}`;
export const isGuestKey = (key: string) => key.startsWith('guest:');

/** The folder of a room's photos under FILES_DIR. */
const photoFolder = (roomId: string) => `chat/${folderSegment(roomId)}`;

export interface ChatServiceDeps {
  db: Db;
  store: ChatStore;
  bus: ChatBus;
  clock: Clock;
  images: ImageStore;
  notifications: Pick<LineNotifications, 'chatReply'>;
}

export function createChatService({ db, store, bus, clock, images, notifications }: ChatServiceDeps) {
  async function staffCenters(staffUserId: number): Promise<string[]> {
    const rows = await db
      .select({ saleUnit: staffUserCenters.saleUnit })
      .from(staffUserCenters)
      .innerJoin(staffUsers, eq(staffUsers.id, staffUserCenters.staffUserId))
      .where(and(eq(staffUserCenters.staffUserId, staffUserId), eq(staffUsers.active, true)));
    return rows.map((row) => row.saleUnit);
  }

  /** The room when the caller is one of its members; 404 when there is none, 403 when not theirs. */
  async function roomOf(caller: ChatCaller, roomId: string): Promise<StoredRoom> {
    const room = await store.findRoom(roomId);
    if (!room) throw new AppError('NOT_FOUND');
    if (caller.side === 'customer') {
      if (room.customerKey !== caller.customerKey) throw new AppError('CHAT_ROOM_FORBIDDEN');
    } else if (!(await staffCenters(caller.staffUserId)).includes(room.saleUnit)) {
      throw new AppError('CHAT_ROOM_FORBIDDEN');
    }
    return room;
  }

  /** A signed-in customer takes the rooms they started as a guest. */
  async function adoptGuestRooms(caller: ChatCaller): Promise<void> {
    if (caller.side !== 'customer' || !caller.fromGuest) return;
    await store.moveRooms(caller.fromGuest, { customerKey: caller.customerKey, memberId: caller.memberId });
  }

  /** Titles of rooms: the center's name for a customer, the customer's for staff. */
  async function titles(caller: ChatCaller, rooms: StoredRoom[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    if (caller.side === 'customer') {
      const units = [...new Set(rooms.map((room) => room.saleUnit))];
      if (units.length === 0) return result;
      const rows = await db
        .select({ saleUnit: distributionCenters.saleUnit, name: distributionCenters.distName })
        .from(distributionCenters)
        .where(inArray(distributionCenters.saleUnit, units));
      const names = new Map(rows.map((row) => [row.saleUnit, row.name]));
      for (const room of rooms) result.set(room.roomId, names.get(room.saleUnit) ?? room.saleUnit);
      return result;
    }
    const codes = [...new Set(rooms.map((room) => room.customerKey).filter((key) => !isGuestKey(key)))];
    const rows = codes.length
      ? await db
          .select({ code: customers.customerCode, name: customers.customerName })
          .from(customers)
          .where(inArray(customers.customerCode, codes))
      : [];
    const names = new Map(rows.map((row) => [row.code, row.name]));
    for (const room of rooms) result.set(room.roomId, names.get(room.customerKey) ?? room.customerKey);
    return result;
  }

  async function toWireRooms(caller: ChatCaller, rooms: StoredRoom[]): Promise<ChatRoom[]> {
    const ids = rooms.map((room) => room.roomId);
    const side: ChatSide = caller.side;
    const [members, unread, names] = await Promise.all([
      store.members(ids),
      store.unread(ids, caller.memberId, side),
      titles(caller, rooms),
    ]);
    return rooms.map((room) => {
      const customerMember = isGuestKey(room.customerKey) ? room.customerKey : customerMemberId(room.customerKey);
      const list = members.get(room.roomId) ?? [];
      if (!list.some((member) => member.id === customerMember)) list.unshift({ id: customerMember, lastRead: null });
      return {
        roomID: room.roomId,
        members: list.map((member) => ({ id: member.id, lastRead: member.lastRead })),
        membersIDList: list.map((member) => member.id),
        latestMessage: room.latestMessage,
        latestSender: room.latestSender,
        latestAt: room.latestAt,
        SaleUnit: room.saleUnit,
        CustomerCode: isGuestKey(room.customerKey) ? null : room.customerKey,
        title: names.get(room.roomId) ?? null,
        unread: unread.get(room.roomId) ?? 0,
      };
    });
  }

  async function wireRoom(caller: ChatCaller, room: StoredRoom): Promise<ChatRoom> {
    const [wire] = await toWireRooms(caller, [room]);
    if (!wire) throw new Error('a room went missing');
    return wire;
  }

  /** The customer a staff member may open a room with: one of the center's. */
  async function centerCustomer(saleUnit: string, customerCode: string): Promise<void> {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(customerCenters, eq(customerCenters.customerId, customers.id))
      .where(and(eq(customers.customerCode, customerCode), eq(customerCenters.saleUnit, saleUnit)))
      .limit(1);
    if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  }

  // Open event streams of customers on this replica, by room.
  const watching = new Map<string, number>();

  async function notifyCustomer(room: StoredRoom, message: StoredMessage): Promise<void> {
    if (isGuestKey(room.customerKey)) return;
    // A customer with the room open (on this replica) sees the reply already.
    if ((watching.get(room.roomId) ?? 0) > 0) return;
    await notifications.chatReply({
      roomId: room.roomId,
      saleUnit: room.saleUnit,
      customerCode: room.customerKey,
      preview: message.messageType === 'photo' ? null : message.message,
      now: new Date(message.timestamp),
    });
  }


  return {
    async rooms(caller: ChatCaller): Promise<ChatRoom[]> {
      await adoptGuestRooms(caller);
      const rooms =
        caller.side === 'customer'
          ? await store.roomsOfCustomer(caller.customerKey)
          : await store.roomsOfCenters(await staffCenters(caller.staffUserId), STAFF_ROOM_LIMIT);
      return toWireRooms(caller, rooms);
    },

    async openRoom(caller: ChatCaller, body: ChatOpenRoomBody): Promise<ChatRoom> {
      await adoptGuestRooms(caller);
      let saleUnit: string;
      let customerKey: string;
      if (caller.side === 'customer') {
        if (body.CustomerCode && body.CustomerCode !== caller.customerKey) throw new AppError('CHAT_ROOM_FORBIDDEN');
        saleUnit = caller.saleUnit;
        customerKey = caller.customerKey;
      } else {
        const own = await staffCenters(caller.staffUserId);
        const wanted = body.SaleUnit ?? (own.length === 1 ? own[0] : undefined);
        if (!wanted) throw new AppError('VALIDATION_FAILED', { field: 'SaleUnit' });
        if (!own.includes(wanted)) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: wanted });
        if (!body.CustomerCode) throw new AppError('VALIDATION_FAILED', { field: 'CustomerCode' });
        await centerCustomer(wanted, body.CustomerCode);
        saleUnit = wanted;
        customerKey = body.CustomerCode;
      }
      const room =
        (await store.findRoomOf(customerKey, saleUnit)) ??
        (await store.createRoom({ roomId: randomUUID(), saleUnit, customerKey, now: clock().getTime() }));
      return wireRoom(caller, room);
    },

    async messages(caller: ChatCaller, roomId: string, query: ChatMessagesQuery): Promise<ChatMessage[]> {
      await roomOf(caller, roomId);
      const page = await store.messages(roomId, { before: query.before, take: query.take });
      return page.map(toWireMessage);
    },

    async send(caller: ChatCaller, roomId: string, body: ChatSendBody): Promise<ChatMessage> {
      const room = await roomOf(caller, roomId);
      let imageUrl: string | null = null;
      if (body.messageType === 'photo') {
        // Only a photo uploaded to this room: no outside address reaches the other side.
        const own = publicFileUrl(`${photoFolder(roomId)}/`) ?? '';
        if (!body.imageUrl?.startsWith(own) || body.imageUrl.includes('..')) {
          throw new AppError('VALIDATION_FAILED', { field: 'imageUrl' });
        }
        imageUrl = body.imageUrl;
      }
      const { message, created } = await store.addMessage({
        id: body.id,
        roomId,
        message: body.message,
        messageType: body.messageType,
        ownerId: caller.memberId,
        imageUrl,
        timestamp: clock().getTime(),
      });
      // A retry of a message stored before answers it as stored; one naming another room or sender is refused.
      if (!created && (message.roomId !== roomId || message.ownerId !== caller.memberId)) {
        throw new AppError('CONFLICT');
      }
      if (created) {
        await bus.publish(message);
        if (caller.side === 'staff') await notifyCustomer(room, message);
      }
      return toWireMessage(message);
    },

    async read(caller: ChatCaller, roomId: string): Promise<void> {
      const room = await roomOf(caller, roomId);
      const [latest] = await store.messages(roomId, { take: 1 });
      await store.markRead(roomId, caller.memberId, latest?.timestamp ?? room.latestAt);
    },

    async upload(caller: ChatCaller, roomId: string, image: StoredImage): Promise<string> {
      await roomOf(caller, roomId);
      const stored = await images.save(photoFolder(roomId), image);
      return publicFileUrl(stored) ?? stored;
    },

    /**
     * Checks membership and that live messages can arrive; answers the function that follows the
     * room's new messages (until the function it answers is called).
     */
    async follow(caller: ChatCaller, roomId: string): Promise<(listener: ChatListener) => () => void> {
      await roomOf(caller, roomId);
      await bus.ready();
      return (listener) => {
        const unsubscribe = bus.subscribe(roomId, listener);
        if (caller.side === 'customer') watching.set(roomId, (watching.get(roomId) ?? 0) + 1);
        return () => {
          unsubscribe();
          if (caller.side !== 'customer') return;
          const left = (watching.get(roomId) ?? 1) - 1;
          if (left > 0) watching.set(roomId, left);
          else watching.delete(roomId);
        };
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
