// The PostgreSQL store of chat (tables chat_rooms, chat_members, chat_messages):
// the default, on PostgreSQL and on PGlite alike.
import { and, desc, eq, gt, inArray, isNull, lt, ne, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages, chatRooms } from '../../db/schema';
import { AppError } from '@eorder/shared';
import { roomPreview, type ChatStore, type StoredMessage, type StoredRoom } from './store';

type RoomRow = typeof chatRooms.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const toRoom = (row: RoomRow): StoredRoom => ({
  roomId: row.roomId,
  saleUnit: row.saleUnit,
  customerKey: row.customerCode ?? '',
  latestMessage: row.latestMessage,
  latestSender: row.latestSender,
  latestAt: row.updatedAt.getTime(),
});

const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  roomId: row.roomId,
  message: row.message,
  messageType: row.messageType === 'photo' ? 'photo' : 'text',
  ownerId: row.ownerId,
  imageUrl: row.imageUrl,
  timestamp: row.createdAtNumber,
});

export function createPgChatStore(db: Db): ChatStore {
  async function findRoom(roomId: string) {
    const [row] = await db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId)).limit(1);
    return row ? toRoom(row) : null;
  }

  async function findRoomOf(customerKey: string, saleUnit: string) {
    const [row] = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.customerCode, customerKey), eq(chatRooms.saleUnit, saleUnit)))
      .limit(1);
    return row ? toRoom(row) : null;
  }

  return {
    findRoom,
    findRoomOf,

    async createRoom({ roomId, saleUnit, customerKey, now }) {
      const at = new Date(now);
      const [row] = await db
        .insert(chatRooms)
        .values({ roomId, saleUnit, customerCode: customerKey, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      if (row) return toRoom(row);
      const existing = await findRoomOf(customerKey, saleUnit);
      if (!existing) throw new AppError('CONFLICT');
      return existing;
    },

    async roomsOfCustomer(customerKey) {
      const rows = await db
        .select()
        .from(chatRooms)
        .where(eq(chatRooms.customerCode, customerKey))
        .orderBy(desc(chatRooms.updatedAt));
      return rows.map(toRoom);
    },

    async roomsOfCenters(saleUnits, limit) {
      if (saleUnits.length === 0) return [];
      const rows = await db
        .select()
        .from(chatRooms)
        .where(and(inArray(chatRooms.saleUnit, [...saleUnits]), notLike(chatRooms.customerCode, 'guest:%')))
        .orderBy(desc(chatRooms.updatedAt))
        .limit(limit);
      return rows.map(toRoom);
    },

    async members(roomIds) {
      const result = new Map<string, { id: string; lastRead: number | null }[]>();
      if (roomIds.length === 0) return result;
      const rows = await db.select().from(chatMembers).where(inArray(chatMembers.roomId, [...roomIds]));
      for (const row of rows) {
        const list = result.get(row.roomId) ?? [];
        list.push({ id: row.memberId, lastRead: row.lastRead?.getTime() ?? null });
        result.set(row.roomId, list);
      }
      return result;
    },

    async unread(roomIds, memberId, side) {
      const result = new Map<string, number>();
      if (roomIds.length === 0) return result;
      const others =
        side === 'staff' ? notLike(chatMessages.ownerId, 'staff:%') : ne(chatMessages.ownerId, memberId);
      const rows = await db
        .select({ roomId: chatMessages.roomId, n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .leftJoin(
          chatMembers,
          and(eq(chatMembers.roomId, chatMessages.roomId), eq(chatMembers.memberId, memberId)),
        )
        .where(
          and(
            inArray(chatMessages.roomId, [...roomIds]),
            others,
            sql`(${chatMembers.lastRead} is null or ${chatMessages.createdAtNumber} > (extract(epoch from ${chatMembers.lastRead}) * 1000)::bigint)`,
          ),
        )
        .groupBy(chatMessages.roomId);
      for (const row of rows) result.set(row.roomId, Number(row.n));
      return result;
    },

    async addMessage(message) {
      return db.transaction(async (tx) => {
        const at = new Date(message.timestamp);
        const [row] = await tx
          .insert(chatMessages)
          .values({
            id: message.id,
            roomId: message.roomId,
            message: message.message,
            messageType: message.messageType,
            ownerId: message.ownerId,
            imageUrl: message.imageUrl,
            createdAtNumber: message.timestamp,
            createdAt: at,
          })
          .onConflictDoNothing({ target: chatMessages.id })
          .returning();
        if (!row) {
          const [stored] = await tx.select().from(chatMessages).where(eq(chatMessages.id, message.id)).limit(1);
          if (!stored) throw new AppError('CONFLICT');
          return { message: toMessage(stored), created: false };
        }
        // The latest only moves forward: a late retry of an older message does not take its place.
        await tx
          .update(chatRooms)
          .set({ latestMessage: roomPreview(message), latestSender: message.ownerId, updatedAt: at })
          .where(
            and(
              eq(chatRooms.roomId, message.roomId),
              // The first message counts even when it came in the millisecond the room was made.
              or(isNull(chatRooms.latestSender), lt(chatRooms.updatedAt, at)),
            ),
          );
        await tx
          .insert(chatMembers)
          .values({ roomId: message.roomId, memberId: message.ownerId, lastRead: at })
          .onConflictDoUpdate({
            target: [chatMembers.roomId, chatMembers.memberId],
            set: { lastRead: sql`greatest(${chatMembers.lastRead}, excluded.last_read)` },
          });
        return { message: toMessage(row), created: true };
      });
    },

    async findMessage(roomId, id) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.id, id)))
        .limit(1);
      return row ? toMessage(row) : null;
    },

    async messages(roomId, { before, take }) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            before === undefined ? undefined : lt(chatMessages.createdAtNumber, before),
          ),
        )
        .orderBy(desc(chatMessages.createdAtNumber), desc(chatMessages.id))
        .limit(take);
      return rows.map(toMessage);
    },

    async markRead(roomId, memberId, upTo) {
      const at = new Date(upTo);
      await db
        .insert(chatMembers)
        .values({ roomId, memberId, lastRead: at })
        .onConflictDoUpdate({
          target: [chatMembers.roomId, chatMembers.memberId],
          set: { lastRead: sql`greatest(${chatMembers.lastRead}, excluded.last_read)` },
        });
    },

    async moveRooms(from, to) {
      return db.transaction(async (tx) => {
        const rooms = await tx.select().from(chatRooms).where(eq(chatRooms.customerCode, from.customerKey));
        for (const room of rooms) {
          const [target] = await tx
            .select()
            .from(chatRooms)
            .where(and(eq(chatRooms.customerCode, to.customerKey), eq(chatRooms.saleUnit, room.saleUnit)))
            .limit(1);
          if (!target) {
            await tx.update(chatRooms).set({ customerCode: to.customerKey }).where(eq(chatRooms.roomId, room.roomId));
            await tx
              .update(chatMembers)
              .set({ memberId: to.memberId })
              .where(and(eq(chatMembers.roomId, room.roomId), eq(chatMembers.memberId, from.memberId)));
          } else {
            await tx.update(chatMessages).set({ roomId: target.roomId }).where(eq(chatMessages.roomId, room.roomId));
            if (room.updatedAt > target.updatedAt) {
              await tx
                .update(chatRooms)
                .set({ latestMessage: room.latestMessage, latestSender: room.latestSender, updatedAt: room.updatedAt })
                .where(eq(chatRooms.roomId, target.roomId));
            }
            await tx.delete(chatRooms).where(eq(chatRooms.roomId, room.roomId));
          }
          await tx
            .update(chatMessages)
            .set({ ownerId: to.memberId })
            .where(and(eq(chatMessages.ownerId, from.memberId), gt(chatMessages.createdAtNumber, 0)));
        }
        const now = await tx.select({ roomId: chatRooms.roomId }).from(chatRooms).where(eq(chatRooms.customerCode, to.customerKey));
        return now.map((row) => row.roomId);
      });
    },
  };
}
