// The chat calls between customers (guests included) and a center's staff; every call takes a
// customer or staff token and may name only a room the caller is a member of.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  CALLS,
  ChatMessagesAnswerSchema,
  ChatMessagesQuerySchema,
  ChatOpenRoomBodySchema,
  ChatReadAnswerSchema,
  ChatRoomAnswerSchema,
  ChatRoomListAnswerSchema,
  ChatRoomParamsSchema,
  ChatSendAnswerSchema,
  ChatSendBodySchema,
  ChatUploadAnswerSchema,
  ChatUploadFieldsSchema,
  type ChatEvent,
} from '@eorder/shared';
import { guestIdOf, isGuestClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { MULTIPART, multipartParser, readImage } from '../uploads/plugin';
import { customerMemberId, guestKey, staffMemberId, toWireMessage, type ChatCaller, type ChatService } from './service';

export interface ChatRoutesOptions {
  chat: ChatService;
  /** Milliseconds between keep-alive comments of an event stream. */
  heartbeatMs?: number;
}

const security = [{ jtoken: [] }];
const TAGS = ['chat'];
const HEARTBEAT_MS = 25_000;

/** The caller of a chat call from the token: never from what the request says. */
function callerOf(request: FastifyRequest): ChatCaller {
  const claims = request.auth;
  if (claims?.kind === 'staff') {
    return { side: 'staff', memberId: staffMemberId(Number(claims.sub)), staffUserId: Number(claims.sub) };
  }
  if (claims?.kind !== 'customer') throw new AppError('AUTH_FORBIDDEN');
  // A salesperson acting for a customer does not speak in the customer's name.
  if (claims.UserId !== undefined && claims.UserId !== null) throw new AppError('AUTH_FORBIDDEN');
  const { saleUnit } = centerOf(request);
  if (isGuestClaims(claims)) {
    const uid = guestIdOf(claims);
    if (!uid) throw new AppError('AUTH_REQUIRED');
    return { side: 'customer', memberId: guestKey(uid), customerKey: guestKey(uid), saleUnit, fromGuest: null };
  }
  const code = claims.CUSTOMERCODE;
  return {
    side: 'customer',
    memberId: customerMemberId(code),
    customerKey: code,
    saleUnit,
    fromGuest: claims.GuestUid ? { customerKey: guestKey(claims.GuestUid), memberId: guestKey(claims.GuestUid) } : null,
  };
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat, heartbeatMs }) => {
  await app.register(multipartParser);
  const caller = app.requireMemberOrStaff({ allowGuest: true, center: 'usable' });

  app.get(
    CALLS.chatRooms.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: "The caller's chat rooms, latest first",
        description:
          "A customer's rooms with each center (a guest's become theirs when they sign in), or for staff the rooms of " +
          'the centers they work for (at most 200). unread counts the messages of the other side after the caller\'s lastRead.',
        security,
        response: { 200: ChatRoomListAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.rooms(callerOf(request));
    },
  );

  app.post(
    CALLS.chatOpenRoom.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: 'The room with a center (customer) or a customer (staff), created when missing',
        description:
          "A customer's room is with the request's center (SaleUnit, one they may use). Staff name CustomerCode and " +
          'SaleUnit (one of their centers; optional when they have one): a customer of another center is not found.',
        security,
        body: ChatOpenRoomBodySchema,
        response: { 200: ChatRoomAnswerSchema },
      },
    },
    async (request) => chat.openRoom(callerOf(request), request.body),
  );

  app.get(
    CALLS.chatMessages.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: 'Messages of a room, 15 a page, newest first',
        description: 'before: the timestamp (ms) of the oldest message shown, for the page before it.',
        security,
        params: ChatRoomParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.messages(callerOf(request), request.params.roomId, request.query);
    },
  );

  app.post(
    CALLS.chatSend.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: 'Sends a message (idempotent by its id)',
        description:
          'id is made by the sender: a retry with the same id answers the stored message and stores nothing. A photo ' +
          "names the imageUrl the upload call answered for this room. 409 CONFLICT when the id is another room's or sender's.",
        security,
        params: ChatRoomParamsSchema,
        body: ChatSendBodySchema,
        response: { 200: ChatSendAnswerSchema },
      },
    },
    async (request) => chat.send(callerOf(request), request.params.roomId, request.body),
  );

  app.post(
    CALLS.chatRead.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: "Moves the caller's lastRead to the room's latest message",
        security,
        params: ChatRoomParamsSchema,
        response: { 200: ChatReadAnswerSchema },
      },
    },
    async (request) => {
      await chat.read(callerOf(request), request.params.roomId);
      return { status: 200 };
    },
  );

  app.post(
    CALLS.chatUpload.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: 'Uploads a chat image; answers its URL',
        description:
          'multipart/form-data: file (JPEG, PNG, WebP or GIF, decoded and stored again as JPEG), roomId (a room of the ' +
          'caller) and messageId. Data is the address to send as imageUrl.',
        security,
        consumes: [MULTIPART],
        response: { 200: ChatUploadAnswerSchema },
      },
    },
    async (request) => {
      const who = callerOf(request);
      const { image, fields } = await readImage(request, { fields: ChatUploadFieldsSchema });
      return { Data: await chat.upload(who, fields.roomId, image) };
    },
  );

  app.get(
    CALLS.chatEvents.path,
    {
      onRequest: caller,
      schema: {
        tags: TAGS,
        summary: 'Live messages of a room (server-sent events)',
        description:
          'text/event-stream: `event: message` with {type, message} for every new message of the room, from any ' +
          'replica of the API; a comment every 25 s keeps the connection. On reconnection, read the first page again.',
        security,
        params: ChatRoomParamsSchema,
      },
    },
    async (request, reply) => {
      const raw = reply.raw;
      const follow = await chat.follow(callerOf(request), request.params.roomId);
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n: ready\n\n');
      const stop = follow((message) => {
        const event: ChatEvent = { type: 'message', message: toWireMessage(message) };
        raw.write(`id: ${message.timestamp}\nevent: message\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        stop();
      });
    },
  );
};
