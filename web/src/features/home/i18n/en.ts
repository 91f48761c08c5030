// The home texts in English, loaded when English is first needed (see `./index.ts`).
import type { Texts } from '@/lib/i18n/locales/texts';
import type { th } from './th';

export const texts: Texts<typeof th> = {
  banners: 'News and promotion banners',
  banner: 'Banner {{index}} of {{count}}',
  promotions: 'Promotion products',
  bestSellers: 'Best sellers at this center',
  seeAll: 'See all',
  seeAllOf: 'See all in {{name}}',
  empty: 'No products here yet',
  failed: 'This part could not be loaded',
  retry: 'Try again',
  shelf: '{{name}} products',
};
