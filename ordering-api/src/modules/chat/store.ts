// The one interface of chat storage. The chat service speaks only to it; the
// PostgreSQL store is the default, the Firestore store the second implementation
// of it, and store-suite.ts is what every implementation passes.
import { CHAT_CREATED_AT_FORMAT, formatBangkok, type ChatMessage } from '@eorder/shared';

/** Who a member is: 'customer:<code>', 'guest:<uid>' or 'staff:<id>'. */
export type MemberId = string;

/** The side of a room a member speaks for: the customer (or guest) or the center's staff. */
export type ChatSide = 'customer' | 'staff';

export interface StoredRoom {
  roomId: string;
  saleUnit: string;
  /** The customer's code, or 'guest:<uid>' for a guest's room. */
  customerKey: string;
  latestMessage: string | null;
  latestSender: MemberId | null;
  /** Milliseconds since the epoch of the latest message; the room's creation when it has none. */
  latestAt: number;
}

export interface StoredMember {
  id: MemberId;
  /** The time (ms) of the last message the member read. */
  lastRead: number | null;
}

export interface StoredMessage {
  id: string;
  roomId: string;
  message: string;
  messageType: 'text' | 'photo';
  ownerId: MemberId;
  imageUrl: string | null;
  /** Milliseconds since the epoch: orders the room. */
  timestamp: number;
}

export interface NewRoom {
  roomId: string;
  saleUnit: string;
  customerKey: string;
  now: number;
}

export interface ChatStore {
  findRoom(roomId: string): Promise<StoredRoom | null>;
  /** The room of a customer with a center, or null. */
  findRoomOf(customerKey: string, saleUnit: string): Promise<StoredRoom | null>;
  /** Creates the room; when the customer has one with that center already, answers that one. */
  createRoom(room: NewRoom): Promise<StoredRoom>;
  /** A customer's rooms, latest message first. */
  roomsOfCustomer(customerKey: string): Promise<StoredRoom[]>;
  /** The rooms of some centers, latest message first. */
  roomsOfCenters(saleUnits: readonly string[], limit: number): Promise<StoredRoom[]>;
  /** The members with a read mark, by room. */
  members(roomIds: readonly string[]): Promise<Map<string, StoredMember[]>>;
  /**
   * Messages of the other side the member has not read, by room: for a customer those of anyone
   * else, for staff those of the customer (a colleague's reply is not news to them).
   */
  unread(roomIds: readonly string[], memberId: MemberId, side: ChatSide): Promise<Map<string, number>>;
  /**
   * Stores a message once by its id and makes it the room's latest; the sender has read it.
   * `created` is false when a message of that id was stored before (answered as stored).
   */
  addMessage(message: StoredMessage): Promise<{ message: StoredMessage; created: boolean }>;
  findMessage(roomId: string, id: string): Promise<StoredMessage | null>;
  /** A page of a room's messages, newest first, older than `before` (ms) when given. */
  messages(roomId: string, page: { before?: number | undefined; take: number }): Promise<StoredMessage[]>;
  /** Moves the member's read mark forward to `upTo` (ms); never back. */
  markRead(roomId: string, memberId: MemberId, upTo: number): Promise<void>;
  /**
   * Hands a guest's rooms to the customer who signed in: a room with a center the customer has
   * one with already gives its messages to that one. Answers the rooms the customer has now.
   */
  moveRooms(from: { customerKey: string; memberId: MemberId }, to: { customerKey: string; memberId: MemberId }): Promise<string[]>;
}

/** What a message shows in a room list. */
export const roomPreview = (message: Pick<StoredMessage, 'message' | 'messageType'>): string =>
  message.messageType === 'photo' ? '[photo]' : message.message.slice(0, 200);

/** A message in the seeds' shape: what the API answers and what the Firestore store writes. */
export function toWireMessage(message: StoredMessage): ChatMessage {
  const createdAt = formatBangkok(message.timestamp, CHAT_CREATED_AT_FORMAT);
  return {
    id: message.id,
    message: message.message,
    messageType: message.messageType,
    ownerID: message.ownerId,
    createdAt,
    createdAtNumber: Number(createdAt),
    timestamp: message.timestamp,
    imageUrl: message.imageUrl,
  };
}
