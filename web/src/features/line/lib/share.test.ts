import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { choiceStillHolds, LATER_SILENCE_MS, rememberChoice } from './official-account';
import { parseLineOrigin } from './line-origin';
import { productFlexMessage, productLink } from './product-share';
import { shareFeedback } from './share';

const baseConfig = { companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/' };

afterEach(() => {
  setRuntimeConfig(baseConfig);
  localStorage.clear();
});

describe('shareFeedback', () => {
  it("answers the specification's messages for each picker outcome", () => {
    expect(shareFeedback('sent')).toEqual({ kind: 'toast', key: 'line:share.sent', success: true });
    expect(shareFeedback('closed')).toEqual({
      kind: 'toast',
      key: 'line:share.closed',
      success: false,
    });
    expect(shareFeedback('unknown')).toEqual({ kind: 'alert', key: 'line:share.oldVersion' });
    expect(shareFeedback('unsupported')).toEqual({ kind: 'copy', key: 'line:share.unsupported' });
    expect(shareFeedback('failed')).toEqual({ kind: 'copy', key: null });
  });
});

describe('the shared product', () => {
  it('links to the product in the customer LIFF app, with the center, when there is one', () => {
    setRuntimeConfig({ ...baseConfig, liff: { customer: '1650000000-abcd' } });
    expect(productLink({ code: 'P 01', saleUnit: 'DC02' })).toBe(
      'https://liff.line.me/1650000000-abcd/product/P%2001?cid=DC02',
    );
  });

  it('links to the site otherwise', () => {
    expect(productLink({ code: 'P01' }, 'https://shop.example')).toBe(
      'https://shop.example/product/P01',
    );
  });

  it('is a Flex bubble with picture, name, price and a button to the permanent link', () => {
    const message = productFlexMessage(
      {
        code: 'P01',
        name: 'น้ำดื่ม 600 มล.',
        imageUrl: '/files/p01.jpg',
        priceText: '฿120.00',
        saleUnit: 'DC01',
      },
      { view: 'ดูสินค้า' },
      'https://shop.example',
    );
    expect(message).toMatchObject({
      type: 'flex',
      altText: 'น้ำดื่ม 600 มล.',
      contents: {
        type: 'bubble',
        hero: { type: 'image', url: 'https://shop.example/files/p01.jpg' },
        footer: {
          contents: [
            {
              action: {
                type: 'uri',
                label: 'ดูสินค้า',
                uri: 'https://shop.example/product/P01?cid=DC01',
              },
            },
          ],
        },
      },
    });
    expect(JSON.stringify(message)).toContain('฿120.00');
  });

  it('leaves out a picture LINE would refuse (not https)', () => {
    const message = productFlexMessage(
      { code: 'P01', name: 'x', imageUrl: 'http://cdn.example/p.jpg' },
      { view: 'View' },
      'http://localhost:3000',
    );
    expect((message.contents as Record<string, unknown>).hero).toBeUndefined();
  });
});

describe('the official-account prompt memory', () => {
  it("keeps 'Later' for a while and 'Go to merchant' for good, per center", () => {
    const now = 1_800_000_000_000;
    rememberChoice('DC01', 'later', now);
    rememberChoice('DC02', 'go', now);
    expect(choiceStillHolds('DC01', now + 1000)).toBe(true);
    expect(choiceStillHolds('DC01', now + LATER_SILENCE_MS + 1)).toBe(false);
    expect(choiceStillHolds('DC02', now + LATER_SILENCE_MS * 10)).toBe(true);
    expect(choiceStillHolds('DC03', now)).toBe(false);
  });
});

describe('parseLineOrigin', () => {
  it('reads the area and the bound center of the line_session cookie', () => {
    expect(parseLineOrigin('customer:DC02')).toEqual({ area: 'customer', boundSaleUnit: 'DC02' });
    expect(parseLineOrigin('merchant')).toEqual({ area: 'merchant', boundSaleUnit: null });
    expect(parseLineOrigin('rider')).toBeNull();
    expect(parseLineOrigin('customer:<x>')).toEqual({ area: 'customer', boundSaleUnit: null });
  });
});
