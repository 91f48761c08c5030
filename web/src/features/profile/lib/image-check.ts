// A profile picture is checked by what the file holds, not by its name: its first bytes must be
// those of a JPEG, PNG, GIF or WebP image, and it must not be larger than the limit. The ordering
// API checks again; this spares a person an upload that would be refused.
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

export function imageKind(bytes: Uint8Array): ImageKind | null {
  const at = (index: number) => bytes[index] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => at(index) === value)) return 'png';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'gif';
  if (at(0) === 0x52 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x46 && at(8) === 0x57 && at(9) === 0x45 && at(10) === 0x42 && at(11) === 0x50) {
    return 'webp';
  }
  return null;
}

export type PictureProblem = 'empty' | 'tooLarge' | 'notImage';

/** What is wrong with a chosen file, or null when it can be uploaded. */
export async function pictureProblem(file: Blob): Promise<PictureProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageKind(head) ? null : 'notImage';
}
