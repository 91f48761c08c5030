// The chat calls through the bff, for a customer (guests included) or merchant staff: the same
// calls on two mounts. Live messages come through an EventSource on the room's event stream.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  buildPath,
  CALL_PATHS,
  CHAT_PAGE_SIZE,
  ChatEventSchema,
  ChatMessagesAnswerSchema,
  ChatRoomAnswerSchema,
  ChatSendAnswerSchema,
  ChatUploadAnswerSchema,
  type ChatMessage,
  type ChatOpenRoomBody,
  type ChatRoom,
} from '@eorder/shared';
import { useEffect, useRef, useState } from 'react';
import { swrDefaults } from '@/lib/swr';

import { clientOf, ok, useChatRooms, type ChatArea } from '@/lib/chat/rooms';

export { roomsKey, useChatRooms, type ChatArea } from '@/lib/chat/rooms';

export function openRoom(area: ChatArea, body: ChatOpenRoomBody) {
  return ok(clientOf(area).post(CALL_PATHS.chatOpenRoom, body, { schema: ChatRoomAnswerSchema }));
}

/** The room with a center (customer) or a customer (merchant), opened once per key. */
export function useOpenRoom(area: ChatArea, body: ChatOpenRoomBody | null) {
  return useSWR<ChatRoom, Error>(
    body ? ['chat', area, 'open', body.SaleUnit ?? '', body.CustomerCode ?? ''] : null,
    () => openRoom(area, body ?? {}),
    { ...swrDefaults, refreshInterval: 15_000 },
  );
}

/** Messages of a room, pages of 15 newest first; `setSize(size + 1)` loads older ones. */
export function useRoomMessages(area: ChatArea, roomId: string | undefined) {
  const pages = useSWRInfinite<ChatMessage[], Error>(
    (index, previous: ChatMessage[] | null) => {
      if (!roomId) return null;
      if (index === 0) return ['chat', area, 'messages', roomId, 0];
      if (!previous || previous.length < CHAT_PAGE_SIZE) return null;
      return ['chat', area, 'messages', roomId, previous.at(-1)?.timestamp ?? 0];
    },
    ([, , , room, before]: [string, string, string, string, number]) =>
      ok(
        clientOf(area).get(buildPath('chatMessages', { roomId: room }), {
          query: { before: before || undefined, take: CHAT_PAGE_SIZE },
          schema: ChatMessagesAnswerSchema,
          quiet: true,
        }),
      ),
    { ...swrDefaults, revalidateFirstPage: false, revalidateAll: false },
  );
  const last = pages.data?.at(-1);
  return { ...pages, hasOlder: !!last && last.length >= CHAT_PAGE_SIZE };
}

export function sendMessage(
  area: ChatArea,
  roomId: string,
  body: { id: string; message?: string; messageType: 'text' | 'photo'; imageUrl?: string | null },
) {
  return ok(clientOf(area).post(buildPath('chatSend', { roomId }), body, { schema: ChatSendAnswerSchema, quiet: true }));
}

export function markRead(area: ChatArea, roomId: string) {
  return clientOf(area).post(buildPath('chatRead', { roomId }), undefined, { quiet: true });
}

/** `POST api/customers/chat/upload`: answers the image URL; fails unless 200 with a URL. */
export async function uploadPhoto(area: ChatArea, roomId: string, messageId: string, file: Blob): Promise<string> {
  const body = new FormData();
  body.append('roomId', roomId);
  body.append('messageId', messageId);
  body.append('file', file, 'photo.jpg');
  const result = await clientOf(area).post(CALL_PATHS.chatUpload, body, { schema: ChatUploadAnswerSchema, quiet: true });
  if (!result.ok || result.status !== 200 || !result.data.Data) throw new Error('upload');
  return result.data.Data;
}

/**
 * Follows the room's event stream while mounted: `onMessage` for each new message, `onOpen` each
 * time the stream (re)connects, when messages sent meanwhile should be read again.
 */
export function useRoomEvents(
  area: ChatArea,
  roomId: string | undefined,
  handlers: { onMessage: (message: ChatMessage) => void; onOpen?: () => void },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!roomId || typeof EventSource === 'undefined') return;
    const url = `${clientOf(area).baseUrl}${buildPath('chatEvents', { roomId }).replace(/^\/+/, '')}`;
    const source = new EventSource(url);
    let opened = false;
    source.addEventListener('open', () => {
      // The first open follows the first page's load; a reconnection may have missed messages.
      if (opened) latest.current.onOpen?.();
      opened = true;
    });
    source.addEventListener('message', (event: MessageEvent<string>) => {
      const parsed = ChatEventSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) latest.current.onMessage(parsed.data.message);
    });
    return () => source.close();
  }, [area, roomId]);
}

/**
 * A room of the caller's list by its id. A room the list does not hold yet (opened a moment ago)
 * makes it load once more before the room counts as missing (not there, or not the caller's).
 */
export function useListedRoom(area: ChatArea, roomId: string | null | undefined, refreshMs: number) {
  const rooms = useChatRooms(area, refreshMs);
  const [recheckedFor, setRecheckedFor] = useState<string | null>(null);
  const room = roomId ? rooms.data?.find((candidate) => candidate.roomID === roomId) : undefined;
  const listed = rooms.data !== undefined;
  useEffect(() => {
    if (roomId && listed && !room && recheckedFor !== roomId) {
      setRecheckedFor(roomId);
      void rooms.mutate();
    }
  }, [roomId, listed, room, recheckedFor, rooms]);
  const missing = !!roomId && listed && !room && recheckedFor === roomId && !rooms.isValidating;
  return { rooms, room, missing, loading: !!roomId && !room && !missing };
}
