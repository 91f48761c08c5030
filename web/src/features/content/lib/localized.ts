// The Thai or English version of a content page or news item, the other one standing in.
import type { Lang } from '@/config/paths';

export function localized(th: string | null | undefined, en: string | null | undefined, lang: Lang): string {
  const thai = th?.trim() ? th : null;
  const english = en?.trim() ? en : null;
  return (lang === 'en' ? (english ?? thai) : (thai ?? english)) ?? '';
}
