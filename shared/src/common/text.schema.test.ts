import { describe, expect, it } from 'vitest';
import { LineTextSchema, MultilineTextSchema } from './text.schema.js';

const accepts = (schema: typeof LineTextSchema, value: string) => schema.safeParse(value).success;

describe('the text rule', () => {
  it('keeps the text people write: Thai, emoji, spaces, punctuation', () => {
    for (const text of [
      'ร้านสมใจ 99/1 ถ.สุขุมวิท',
      'ok 👍🏽',
      '  a  b  ',
      '"<&>\'',
      '',
      '\u00A0\u200B',
    ]) {
      expect(accepts(LineTextSchema, text)).toBe(true);
      expect(accepts(MultilineTextSchema, text)).toBe(true);
    }
  });

  it('refuses NUL, every other C0 control, DEL and a lone surrogate on one line', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, code) => `a${String.fromCharCode(code)}b`),
      'a\u007Fb',
      'a\uD800b',
      'a\uDC00',
      '\uD83D',
    ];
    for (const text of refused) expect(accepts(LineTextSchema, text)).toBe(false);
  });

  it('lets multi-line text hold tab, LF and CR, and nothing else of C0', () => {
    expect(accepts(MultilineTextSchema, 'line 1\r\nline 2\n\tindented')).toBe(true);
    for (const text of ['a\u0000b', 'a\u000Bb', 'a\u000Cb', 'a\u001Bb', 'a\u007Fb', 'a\uDFFFb']) {
      expect(accepts(MultilineTextSchema, text)).toBe(false);
    }
  });

  it('tells the issue by its catalogue code, whatever other checks a field adds', () => {
    const issue = LineTextSchema.safeParse('a\u0000').error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { code: 'TEXT_CONTROL_CHARACTER' } });
  });
});
