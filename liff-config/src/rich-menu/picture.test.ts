import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { cellBounds, RICH_MENU_SIZES, type RichMenuSize } from './layout';
import { defineCenterRichMenus } from './rich-menu';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const REFERENCE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'reference',
  'history-label-th.png',
);

/** The PNG's chunk types, in order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset))
    types.push(png.toString('ascii', offset + 4, offset + 8));
  return types;
}

/** Decodes a region of a PNG, scaled by `scale`, into RGBA pixels. */
async function pixels(
  png: Buffer,
  region: { x: number; y: number; width: number; height: number },
  scale = 1,
) {
  const image = await loadImage(png);
  const width = Math.round(region.width * scale);
  const height = Math.round(region.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, region.x, region.y, region.width, region.height, 0, 0, width, height);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data, canvas };
}

/** The label strip of the large menu's fourth button (order history), at half size. */
async function historyLabel(png: Buffer) {
  const cell = cellBounds('large', 3);
  const top = Math.round(cell.y + cell.height * 0.66);
  return pixels(
    png,
    { x: cell.x + 24, y: top, width: cell.width - 48, height: cell.y + cell.height - 24 - top },
    0.5,
  );
}

const shopMenu = (options: { size?: RichMenuSize; english?: boolean } = {}) =>
  defineCenterRichMenus({ saleUnit: 'DC02', liffId: '1650000001-shop', ...options });

describe('the rich-menu picture', () => {
  it('writes the Thai label in Sarabun as the reference shows, tone marks and vowels in place', async () => {
    const actual = await historyLabel(shopMenu()[0]!.image);
    // A drawing that differs is kept for a look; once checked by eye it may become the reference.
    const keep = () => {
      const saved = path.join(tmpdir(), 'history-label-th.actual.png');
      writeFileSync(saved, actual.canvas.encodeSync('png'));
      return saved;
    };
    if (!existsSync(REFERENCE)) expect.fail(`no reference picture; the drawing is in ${keep()}`);
    const reference = await pixels(readFileSync(REFERENCE), {
      x: 0,
      y: 0,
      width: actual.width,
      height: actual.height,
    });
    const differing = pixelmatch(
      actual.data,
      reference.data,
      undefined,
      actual.width,
      actual.height,
      { threshold: 0.1 },
    );
    const share = differing / (actual.width * actual.height);
    if (share >= 0.005)
      expect.fail(`${(share * 100).toFixed(2)}% of the label differs; the drawing is in ${keep()}`);
  });

  it('tells another label from the reference (the comparison can fail)', async () => {
    // The account tab's fourth button says รายการโปรด in the same place and colours but one.
    const other = await historyLabel(shopMenu()[1]!.image);
    const reference = await pixels(readFileSync(REFERENCE), {
      x: 0,
      y: 0,
      width: other.width,
      height: other.height,
    });
    const differing = pixelmatch(other.data, reference.data, undefined, other.width, other.height, {
      threshold: 0.1,
    });
    expect(differing / (other.width * other.height)).toBeGreaterThan(0.05);
  });

  it.each([
    { size: 'large', english: false },
    { size: 'large', english: true },
    { size: 'compact', english: false },
    { size: 'compact', english: true },
  ] as const)(
    'is a PNG of LINE’s $size size under 1 MB, the active tab in LINE green (English: $english)',
    async ({ size, english }) => {
      const [shop, account] = shopMenu({ size, english });
      for (const menu of [shop!, account!]) {
        expect(menu.image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
        expect(menu.image.length).toBeLessThan(1024 * 1024);
        expect(menu.body.size).toEqual(RICH_MENU_SIZES[size]);
        const image = await loadImage(menu.image);
        expect([image.width, image.height]).toEqual([
          RICH_MENU_SIZES[size].width,
          RICH_MENU_SIZES[size].height,
        ]);
      }
      const corner = { x: 20, y: 20, width: 1, height: 1 };
      expect([...(await pixels(shop!.image, corner)).data]).toEqual([6, 199, 85, 255]);
      expect([...(await pixels(account!.image, corner)).data]).not.toEqual([6, 199, 85, 255]);
    },
  );

  it('is the same bytes every time, with no time or text chunk, and a changed picture gets a new name', () => {
    const [first] = shopMenu();
    const [again] = shopMenu();
    expect(again!.image.equals(first!.image)).toBe(true);
    expect(again!.body.name).toBe(first!.body.name);
    expect(chunkTypes(first!.image).filter((type) => /^(tIME|tEXt|iTXt|zTXt)$/.test(type))).toEqual(
      [],
    );
    const bilingual = shopMenu({ english: true })[0]!;
    expect(bilingual.image.equals(first!.image)).toBe(false);
    expect(bilingual.body.name).not.toBe(first!.body.name);
    expect(shopMenu({ size: 'compact' })[0]!.body.name).not.toBe(first!.body.name);
  });
});
