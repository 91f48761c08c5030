// Small pieces of the chat pages that need no React: message ids, photo
// resizing before upload, whose side a message is on and whether it was read.
import type { ChatMessage, ChatRoom } from '@eorder/shared';
import type { ChatArea } from '../api/chat-api';

/** A new message id (the server stores a message once per id, so a retry reuses it). */
export const newMessageId = (): string => `m${crypto.randomUUID().replaceAll('-', '')}`;

/** The longest side of a photo sent: enough to read a label, small on a phone's data plan. */
export const PHOTO_MAX_SIDE = 1600;

/** A picked photo shrunk to PHOTO_MAX_SIDE and encoded as JPEG; the file itself when the browser cannot. */
export async function resizePhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}

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

