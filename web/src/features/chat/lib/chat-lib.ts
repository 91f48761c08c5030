// Small pieces of the chat pages that need no React: message ids, whose side a
// message is on and whether it was read.
import type { ChatMessage, ChatRoom } from '@eorder/shared';
import type { ChatArea } from '../api/chat-api';

/** A new message id (the server stores a message once per id, so a retry reuses it). */
export const newMessageId = (): string => `m${crypto.randomUUID().replaceAll('-', '')}`;

/** Staff messages are the center's side; the rest the customer's. */
export const isStaffMember = (id: string) => id.startsWith('staff:');

/** A message of the page's own side (shown on the right). */
export const isOwnSide = (area: ChatArea, message: Pick<ChatMessage, 'ownerID'>) =>
  area === 'merchant' ? isStaffMember(message.ownerID) : !isStaffMember(message.ownerID);

/** Whether the other side has read a message: any of its members' lastRead reached it. */
export function readByOtherSide(area: ChatArea, room: ChatRoom | undefined, message: ChatMessage): boolean {
  if (!room) return false;
  const timestamp = Number(message.timestamp);
  return room.members.some(
    (member) =>
      isStaffMember(member.id) === (area === 'customer') && member.lastRead != null && Number(member.lastRead) >= timestamp,
  );
}

/** Messages of all loaded pages, oldest first, each once (a live one may also be in a page). */
export function mergeMessages(pages: readonly (readonly ChatMessage[])[], live: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...pages.flat(), ...live]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.timestamp) - Number(b.timestamp) || a.id.localeCompare(b.id));
}

