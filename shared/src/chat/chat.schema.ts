import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  AnswerNumberSchema,
  SaleUnitSchema,
  StatusAnswerSchema,
  takeSchema,
} from '../common/common.schema.js';
import { CHAT_MESSAGE_TYPES, CHAT_PAGE_SIZE } from '../constants.js';

/** A member of a room and the `createdAtNumber` of the last message they read. */
export const ChatMemberSchema = z.looseObject({
  id: z.string(),
  lastRead: z.nullish(AnswerNumberSchema),
  name: z.nullish(z.string()),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

/** A chat room between a customer and a center. */
export const ChatRoomSchema = z.looseObject({
  roomID: z.string(),
  members: z.array(ChatMemberSchema),
  membersIDList: z.array(z.string()),
  latestMessage: z.nullish(z.string()),
  latestSender: z.nullish(z.string()),
  latestAt: z.nullish(AnswerNumberSchema),
  SaleUnit: z.nullish(z.string()),
  CustomerCode: z.nullish(z.string()),
  title: z.nullish(z.string()),
  unread: z.nullish(AnswerNumberSchema),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/**
 * A message. `createdAt` is 'YYYYMMDDHHmmss' (Bangkok time), `createdAtNumber` the same as a
 * number (it orders messages), `timestamp` milliseconds since the epoch.
 */
export const ChatMessageSchema = z.looseObject({
  id: z.string(),
  message: z.string(),
  messageType: z.string(),
  ownerID: z.string(),
  createdAt: z.string(),
  createdAtNumber: AnswerNumberSchema,
  timestamp: AnswerNumberSchema,
  imageUrl: z.nullish(z.string()),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomListAnswerSchema = z.array(ChatRoomSchema);
export type ChatRoomListAnswer = z.infer<typeof ChatRoomListAnswerSchema>;

/**
 * `POST api/chat/rooms/open`: the room of the caller with a center (customer) or with a
 * customer (staff), created when missing.
 */
export const ChatOpenRoomBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  CustomerCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(30))),
});
export type ChatOpenRoomBody = z.infer<typeof ChatOpenRoomBodySchema>;
export const ChatRoomAnswerSchema = ChatRoomSchema;
export type ChatRoomAnswer = z.infer<typeof ChatRoomAnswerSchema>;

export const ChatRoomParamsSchema = z.object({
  roomId: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid room id')),
});
export type ChatRoomParams = z.infer<typeof ChatRoomParamsSchema>;

/** `GET api/chat/rooms/{roomId}/messages`: 15 a page, newest first, older than `before`. */
export const ChatMessagesQuerySchema = z.object({
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  take: takeSchema(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>;
export const ChatMessagesAnswerSchema = z.array(ChatMessageSchema);
export type ChatMessagesAnswer = z.infer<typeof ChatMessagesAnswerSchema>;

/**
 * `POST api/chat/rooms/{roomId}/messages`. `id` is made by the client (so a retry does not post
 * twice, and an image uploaded first can name its message); a photo needs its `imageUrl`.
 */
export const ChatSendBodySchema = z
  .strictObject({
    id: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid message id')),
    message: z._default(MultilineTextSchema.check(z.trim(), z.maxLength(4000)), ''),
    messageType: z.enum(CHAT_MESSAGE_TYPES),
    imageUrl: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(1000))),
  })
  .check(
    z.refine((body) => (body.messageType === 'photo' ? !!body.imageUrl : body.message !== ''), {
      path: ['message'],
      message: 'A text message needs text and a photo needs its image',
    }),
  );
export type ChatSendBody = z.infer<typeof ChatSendBodySchema>;
export const ChatSendAnswerSchema = ChatMessageSchema;
export type ChatSendAnswer = z.infer<typeof ChatSendAnswerSchema>;

/** `POST api/chat/rooms/{roomId}/read`: marks the room read up to its latest message. */
export const ChatReadAnswerSchema = StatusAnswerSchema;
export type ChatReadAnswer = z.infer<typeof ChatReadAnswerSchema>;

/** `POST api/customers/chat/upload` (multipart: file, roomId, messageId) answer: the image URL. */
export const ChatUploadFieldsSchema = z.object({
  roomId: ChatRoomParamsSchema.shape.roomId,
  messageId: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type ChatUploadFields = z.infer<typeof ChatUploadFieldsSchema>;
export const ChatUploadAnswerSchema = z.looseObject({ Data: z.string() });
export type ChatUploadAnswer = z.infer<typeof ChatUploadAnswerSchema>;

/** Events of `GET api/chat/rooms/{roomId}/events` (server-sent events): `event: message`. */
export const ChatEventSchema = z.looseObject({
  type: z.literal('message'),
  message: ChatMessageSchema,
});
export type ChatEvent = z.infer<typeof ChatEventSchema>;
