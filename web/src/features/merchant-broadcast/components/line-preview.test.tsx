import { describe, expect, it } from 'vitest';
import { flexTexts } from './line-preview';

describe('flexTexts', () => {
  it('reads the texts and button labels of a Flex bubble in order', () => {
    const bubble = {
      type: 'bubble',
      body: { type: 'box', contents: [{ type: 'text', text: 'น้ำดื่ม' }, { type: 'text', text: '฿10.00' }] },
      footer: { type: 'box', contents: [{ type: 'button', action: { type: 'uri', label: 'ดูสินค้า', uri: 'https://x' } }] },
    };
    expect(flexTexts(bubble)).toEqual(['น้ำดื่ม', '฿10.00', '[ดูสินค้า]']);
    expect(flexTexts(null)).toEqual([]);
  });
});
