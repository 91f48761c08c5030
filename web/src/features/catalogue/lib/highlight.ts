// The matched part of a suggestion, for the autocomplete's highlight. Matching is case-insensitive
// and by any part of a word (Thai has no spaces), like the search itself; every occurrence counts.

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into parts, the parts equal to `term` (ignoring case) marked as matches. */
export function highlightParts(text: string, term: string): TextPart[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '' || text === '') return text === '' ? [] : [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change the length of some characters; fall back to no highlight then, rather
  // than cutting the text at the wrong places.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at === -1) break;
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
