import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks a Thai part of a word, which has no spaces around it', () => {
    expect(highlightParts('กระดาษชำระ 6 ม้วน', 'ชำระ')).toEqual([
      { text: 'กระดาษ', match: false },
      { text: 'ชำระ', match: true },
      { text: ' 6 ม้วน', match: false },
    ]);
  });

  it('ignores case and keeps the original letters', () => {
    expect(highlightParts('Toilet PAPER paper', 'paper')).toEqual([
      { text: 'Toilet ', match: false },
      { text: 'PAPER', match: true },
      { text: ' ', match: false },
      { text: 'paper', match: true },
    ]);
  });

  it('returns the whole text unmarked for an empty term or no match', () => {
    expect(highlightParts('Milk', '  ')).toEqual([{ text: 'Milk', match: false }]);
    expect(highlightParts('Milk', 'tea')).toEqual([{ text: 'Milk', match: false }]);
    expect(highlightParts('', 'tea')).toEqual([]);
  });

  it('joins back to the same text', () => {
    const text = 'นมสด UHT รสจืด นมสด';
    expect(highlightParts(text, 'นม').map((part) => part.text).join('')).toBe(text);
  });
});
