import { describe, expect, it } from 'vitest';
import {
  buttonUri,
  defineCenterRichMenus,
  richMenuAliasId,
  RICH_MENU_SIZES,
  tabPostbackData,
} from './rich-menu';

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

  it.each(['large', 'compact'] as const)(
    'covers the whole %s menu with areas that stay inside it and do not overlap',
    (size) => {
      const { width, height } = RICH_MENU_SIZES[size];
      for (const menu of defineCenterRichMenus({ saleUnit: 'DC02', liffId: 'x', size })) {
        expect(menu.body.size).toEqual({ width, height });
        let covered = 0;
        for (const { bounds } of menu.body.areas) {
          expect(bounds.x + bounds.width).toBeLessThanOrEqual(width);
          expect(bounds.y + bounds.height).toBeLessThanOrEqual(height);
          covered += bounds.width * bounds.height;
        }
        expect(covered).toBe(width * height);
        expect(menu.body.chatBarText.length).toBeLessThanOrEqual(14);
      }
    },
  );

  it('names each area in Thai within LINE’s 20 characters', () => {
    const labels = menus.flatMap((menu) => menu.body.areas.map((area) => area.action.label));
    expect(labels).toContain('ตะกร้าสินค้า');
    expect(labels).toContain('บัญชีของฉัน');
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(20);
  });
});
