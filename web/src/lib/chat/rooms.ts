// The caller's chat rooms and their unread counts: what the layouts' chat buttons need, kept
// out of the chat feature so the badge brings no chat page code onto the first visit.
import useSWR from 'swr';
import { FIRST_VISIT_CALL_PATHS, ChatRoomListAnswerSchema, type ChatRoom } from '@eorder/shared';
import { customerApi, merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** Whose side of the chat the page is: the customer's LIFF/web or the merchant's back office. */
export type ChatArea = 'customer' | 'merchant';

export const clientOf = (area: ChatArea) => (area === 'customer' ? customerApi : merchantApi);

export async function ok<T>(result: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

export const roomsKey = (area: ChatArea) => ['chat', area, 'rooms'] as const;

/** The caller's rooms with their unread counts, refreshed every `refreshMs` while shown; none when not enabled. */
export function useChatRooms(area: ChatArea, refreshMs = 10_000, enabled = true) {
  return useSWR<ChatRoom[], Error>(
    enabled ? roomsKey(area) : null,
    () => ok(clientOf(area).get(FIRST_VISIT_CALL_PATHS.chatRooms, { schema: ChatRoomListAnswerSchema, quiet: true })),
    { ...swrDefaults, refreshInterval: refreshMs },
  );
}

/** The total of unread messages of the caller's rooms. */
export function useChatUnread(area: ChatArea, enabled: boolean, refreshMs = 15_000): number {
  const { data } = useChatRooms(area, refreshMs, enabled);
  return (data ?? []).reduce((sum, room) => sum + Number(room.unread ?? 0), 0);
}
