import type { AutoCompleteItem } from '@eorder/shared';

/** The names a suggestion shows: the reader's language first, the other below when different. */
export function suggestionLabels(item: AutoCompleteItem, lang: 'th' | 'en'): { primary: string; secondary: string | null } {
  const mine = (lang === 'en' ? item.EN : item.TH) ?? null;
  const other = (lang === 'en' ? item.TH : item.EN) ?? null;
  const primary = mine?.trim() || item.Text;
  const secondary = other?.trim() && other.trim() !== primary ? other.trim() : null;
  return { primary, secondary };
}

/** The highlighted suggestion after an arrow key: -1 is the field itself, and the ends wrap. */
export function nextActive(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
