import { describe, expect, it } from 'vitest';
import { imageKind, pictureProblem, PICTURE_MAX_BYTES } from './image-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

describe('a profile picture', () => {
  it('is known by its first bytes', () => {
    expect(imageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKind(bytes(...PNG))).toBe('png');
    expect(imageKind(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
    expect(imageKind(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(imageKind(bytes(0x25, 0x50, 0x44, 0x46))).toBeNull(); // %PDF
  });

  it('is refused when it only has an image name', async () => {
    const pdf = new File([bytes(0x25, 0x50, 0x44, 0x46, 0x2d)], 'photo.jpg', { type: 'image/jpeg' });
    expect(await pictureProblem(pdf)).toBe('notImage');
  });

  it('is accepted by content whatever its name, up to the size limit', async () => {
    expect(await pictureProblem(new File([bytes(...PNG)], 'scan.bin'))).toBeNull();
    expect(await pictureProblem(new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.png'))).toBe('tooLarge');
    expect(await pictureProblem(new File([], 'empty.png'))).toBe('empty');
  });
});
