import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Canvas, crc32, encodePng, hexColour, PNG_SIGNATURE } from './png';
import {
  buttonUri,
  defineCenterRichMenus,
  richMenuAliasId,
  RICH_MENU_SIZE,
  tabPostbackData,
} from './rich-menu';

/** Reads an RGB PNG of ours back into its size and pixels (filter 0 rows only, as we write them). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8, 13)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 3 + 1) * height);
  const at = (x: number, y: number) => {
    const start = y * (width * 3 + 1) + 1 + x * 3;
    return [raw[start], raw[start + 1], raw[start + 2]];
  };
  return { width, height, at };
}

describe('the PNG encoder', () => {
  it('writes a valid RGB PNG whose pixels read back as drawn', () => {
    const canvas = new Canvas(40, 20, [255, 255, 255]);
    canvas.fillRect(10, 5, 10, 10, hexColour('#06C755'));
    const image = decode(encodePng(canvas));
    expect(image.width).toBe(40);
    expect(image.height).toBe(20);
    expect(image.at(15, 10)).toEqual([6, 199, 85]);
    expect(image.at(2, 2)).toEqual([255, 255, 255]);
  });

  it('computes the PNG CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});

describe('a center rich menu', () => {
  const menus = defineCenterRichMenus({ saleUnit: 'DC02', liffId: '1650000001-shop' });
  const [shop, account] = menus;

  it('has a shop tab and an account tab with aliases the bff resolves', () => {
    expect(menus.map((menu) => menu.tab)).toEqual(['shop', 'account']);
    expect(shop!.aliasId).toBe('dc-dc02-shop');
    expect(account!.aliasId).toBe('dc-dc02-account');
    expect(shop!.body.selected).toBe(true);
    expect(account!.body.selected).toBe(false);
    expect(richMenuAliasId('Dc 9', 'shop')).toBe('dc-dc-9-shop');
  });

  it('opens the customer LIFF app on the shop, products, cart, history and chat of the center', () => {
    const uris = shop!.body.areas.flatMap((area) =>
      area.action.type === 'uri' ? [area.action.uri] : [],
    );
    expect(uris).toEqual([
      'https://liff.line.me/1650000001-shop/?rm=DC02',
      'https://liff.line.me/1650000001-shop/product?rm=DC02',
      'https://liff.line.me/1650000001-shop/cart?rm=DC02',
      'https://liff.line.me/1650000001-shop/history?rm=DC02',
      'https://liff.line.me/1650000001-shop/chat/list?rm=DC02',
      'https://liff.line.me/1650000001-shop/news?rm=DC02',
    ]);
    expect(buttonUri({ liffId: 'x', saleUnit: 'DC01' }, 'news?code=HOWTO_001')).toBe(
      'https://liff.line.me/x/news?code=HOWTO_001&rm=DC01',
    );
  });

  it('switches tabs with postbacks the webhook understands', () => {
    const postbacks = shop!.body.areas.flatMap((area) =>
      area.action.type === 'postback' ? [area.action.data] : [],
    );
    expect(postbacks).toEqual([
      tabPostbackData('DC02', 'shop'),
      tabPostbackData('DC02', 'account'),
    ]);
    expect(new URLSearchParams(postbacks[1])).toEqual(
      new URLSearchParams('action=richmenu&dc=DC02&tab=account'),
    );
  });

  it('covers the whole menu with areas that stay inside it and do not overlap', () => {
    for (const menu of menus) {
      let covered = 0;
      for (const { bounds } of menu.body.areas) {
        expect(bounds.x + bounds.width).toBeLessThanOrEqual(RICH_MENU_SIZE.width);
        expect(bounds.y + bounds.height).toBeLessThanOrEqual(RICH_MENU_SIZE.height);
        covered += bounds.width * bounds.height;
      }
      expect(covered).toBe(RICH_MENU_SIZE.width * RICH_MENU_SIZE.height);
      expect(menu.body.chatBarText.length).toBeLessThanOrEqual(14);
    }
  });

  it('draws an image LINE accepts, the active tab in LINE green', () => {
    const image = decode(shop!.image);
    expect(image.width).toBe(2500);
    expect(image.height).toBe(1686);
    expect(shop!.image.length).toBeLessThan(1024 * 1024);
    expect(image.at(20, 20)).toEqual([6, 199, 85]);
    expect(decode(account!.image).at(20, 20)).not.toEqual([6, 199, 85]);
  });

  it('is the same bytes every time, and another menu gets another name', () => {
    const again = defineCenterRichMenus({ saleUnit: 'DC02', liffId: '1650000001-shop' });
    expect(again[0]!.image.equals(shop!.image)).toBe(true);
    expect(again[0]!.body.name).toBe(shop!.body.name);
    const otherApp = defineCenterRichMenus({ saleUnit: 'DC02', liffId: '1650000001-other' });
    expect(otherApp[0]!.body.name).not.toBe(shop!.body.name);
  });
});
