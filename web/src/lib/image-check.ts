// An uploaded picture (a profile picture, a center's ID card, shop or logo) is checked by what the file holds, not by its name (file-type reads its first
// bytes), and by size. The ordering API decodes it again; this spares a person a refused upload.
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The picture types the ordering API takes. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** What file-type needs to tell every type it knows. */
const SAMPLE_BYTES = 4100;

export type PictureProblem = 'empty' | 'tooLarge' | 'notImage';

/** What is wrong with a chosen file, or null when it can be uploaded. */
export async function pictureProblem(file: Blob, maxBytes = PICTURE_MAX_BYTES): Promise<PictureProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  // Loaded when a picture is chosen, not with the page.
  const { fileTypeFromBuffer } = await import('file-type');
  const head = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  const type = await fileTypeFromBuffer(head);
  return type && ACCEPTED_TYPES.has(type.mime) ? null : 'notImage';
}
