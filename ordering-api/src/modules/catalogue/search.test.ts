import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_SEARCH_WORDS, parseSearchText } from './search';

describe('parseSearchText', () => {
  it('answers null when there is nothing to look for', () => {
    expect(parseSearchText(undefined)).toBeNull();
    expect(parseSearchText(null)).toBeNull();
    expect(parseSearchText('   \t ')).toBeNull();
  });

  it('makes one lower-case pattern per distinct word, matching anywhere', () => {
    const terms = parseSearchText('  Fish   SAUCE fish ');
    expect(terms?.text).toBe('fish sauce fish');
    expect(terms?.patterns).toEqual(['%fish%', '%sauce%']);
    expect(terms?.exactCode).toBe('FISH SAUCE FISH');
    expect(terms?.startPattern).toBe('fish sauce fish%');
    expect(terms?.wordStartPattern).toBe('% fish sauce fish%');
  });

  it('keeps Thai text whole: it has no spaces between words', () => {
    expect(parseSearchText('น้ำปลาแท้')?.patterns).toEqual(['%น้ำปลาแท้%']);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(parseSearchText('50%_off\\')?.patterns).toEqual(['%50\\%\\_off\\\\%']);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('keeps the barcode as typed for the exact match and limits the words', () => {
    expect(parseSearchText(' 8850410000112 ')?.exactBarcode).toBe('8850410000112');
    const many = parseSearchText('a b c d e f g h');
    expect(many?.patterns).toHaveLength(MAX_SEARCH_WORDS);
  });
});
