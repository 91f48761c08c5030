import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';

/**
 * Chat rooms (the PostgreSQL store of the chat service), one per customer and center.
 * customer_code is the customer's code, or 'guest:<uid>' for a guest's room until they sign in.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    roomId: text('room_id').primaryKey(),
    saleUnit: saleUnit().notNull(),
    customerCode: text('customer_code'),
    latestMessage: text('latest_message'),
    latestSender: text('latest_sender'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_rooms_sale_unit_idx').on(t.saleUnit, t.updatedAt),
    uniqueIndex('chat_rooms_customer_center_uq').on(t.customerCode, t.saleUnit),
  ],
);

/** Members of a room with the time they last read it. member_id is 'customer:<code>' or 'staff:<id>'. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    lastRead: tstz('last_read'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.memberId] }), index('chat_members_member_idx').on(t.memberId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.roomId, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    messageType: text('message_type').notNull(),
    ownerId: text('owner_id').notNull(),
    imageUrl: text('image_url'),
    /** Milliseconds since the epoch, the order of the room. */
    createdAtNumber: bigint('created_at_number', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.createdAtNumber),
    check('chat_messages_type_valid', sql`${t.messageType} in ('text', 'photo')`),
  ],
);
