import { describe, expect, it } from 'vitest';
import { pictureProblem, PICTURE_MAX_BYTES } from './image-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const file = (content: Uint8Array<ArrayBuffer>, name: string) => new File([content], name);
// The first bytes of each kind of file, padded as a real file would be.
const pad = (...head: number[]) => bytes(...head, ...new Array<number>(64).fill(0));
const JPEG = pad(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
const PNG = pad(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
const GIF = pad(0x47, 0x49, 0x46, 0x38, 0x39, 0x61);
const WEBP = pad(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20);

describe('a profile picture', () => {
  it('is accepted by content whatever its name: JPEG, PNG, GIF, WebP', async () => {
    for (const content of [JPEG, PNG, GIF, WEBP]) {
      expect(await pictureProblem(file(content, 'scan.bin'))).toBeNull();
    }
  });

  it('is refused when it only has an image name', async () => {
    const pdf = new File([pad(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34)], 'photo.jpg', { type: 'image/jpeg' });
    expect(await pictureProblem(pdf)).toBe('notImage');
    expect(await pictureProblem(file(new TextEncoder().encode('<svg onload="x()"></svg>'), 'a.png'))).toBe('notImage');
  });

  it('is refused when it is an image of a type the shop does not take', async () => {
    const bmp = pad(0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0);
    expect(await pictureProblem(file(bmp, 'old.bmp'))).toBe('notImage');
  });

  it('is refused when empty or over the size limit', async () => {
    expect(await pictureProblem(file(new Uint8Array(PICTURE_MAX_BYTES + 1), 'big.png'))).toBe('tooLarge');
    expect(await pictureProblem(new File([], 'empty.png'))).toBe('empty');
  });
});
