// The few texts of the search box's suggestions. The search box is on every customer page, so its
// texts are a namespace of their own, apart from the catalogue's pages.
import { registerNamespace } from '@/lib/i18n';
import type { Texts } from '@/lib/i18n/locales/texts';

export const SEARCH_NAMESPACE = 'catalogue-search';

const th = {
  suggestions: 'คำแนะนำการค้นหา',
  loading: 'กำลังค้นหา...',
  notFound: 'ไม่พบคำค้นหา “{{term}}” กรุณาลองคำอื่น',
} as const;

const en: Texts<typeof th> = {
  suggestions: 'Search suggestions',
  loading: 'Searching...',
  notFound: 'Not found keywords of “{{term}}” please try with other',
};

registerNamespace(SEARCH_NAMESPACE, { th, en });
