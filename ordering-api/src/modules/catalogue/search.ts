// A search box's text made into '%word%' patterns for the trigram-indexed search_text column (Thai
// has no spaces between words, so each word matches anywhere).

/** Words looked for at most; the rest of a very long query is ignored. */
export const MAX_SEARCH_WORDS = 5;

export interface SearchTerms {
  /** The whole text, trimmed, spaces collapsed, in lower case. */
  text: string;
  /** The whole text as a product code (upper case) and as a barcode, for exact matches first. */
  exactCode: string;
  exactBarcode: string;
  /**
   * One LIKE pattern per word (lower case, wildcards of the input escaped). search_text is
   * stored in lower case, so LIKE on it is ILIKE without lowering every row.
   */
  patterns: string[];
  /** The whole text at the start of search_text (the code), and at the start of any other word. */
  startPattern: string;
  wordStartPattern: string;
}

/** Escapes LIKE wildcards (and the escape character) so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The patterns of a search text, or null when there is nothing to look for. Words are split on
 * white space and every one must occur; a repeated word counts once.
 */
export function parseSearchText(raw: string | null | undefined): SearchTerms | null {
  // NFC so that a Thai vowel typed as two code points matches the stored composed form.
  const text = (raw ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  const words = [...new Set(lower.split(' '))].slice(0, MAX_SEARCH_WORDS);
  const escaped = escapeLike(lower);
  return {
    text: lower,
    exactCode: text.toUpperCase(),
    exactBarcode: text,
    patterns: words.map((word) => `%${escapeLike(word)}%`),
    startPattern: `${escaped}%`,
    wordStartPattern: `% ${escaped}%`,
  };
}

/** The texts of a product that search looks in. */
export interface SearchableProduct {
  pCode: string;
  productNameTh: string;
  productNameEn?: string | null;
  productShortNameTh?: string | null;
  productShortNameEn?: string | null;
  pBrand?: string | null;
  barcode1?: string | null;
  barcode2?: string | null;
  barcode3?: string | null;
}

/** Lower-case codes, names, brand and barcodes: what trigram search looks in (search_text). */
export function productSearchText(row: SearchableProduct): string {
  return [
    row.pCode,
    row.productNameTh,
    row.productNameEn,
    row.productShortNameTh,
    row.productShortNameEn,
    row.pBrand,
    row.barcode1,
    row.barcode2,
    row.barcode3,
  ]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .toLowerCase();
}
