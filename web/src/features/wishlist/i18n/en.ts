// The wishlist texts in English, loaded when English is first needed (see `./index.ts`).
import type { Texts } from '@/lib/i18n/locales/texts';
import type { th } from './th';

export const texts: Texts<typeof th> = {
  add: 'Add {{name}} to the wishlist',
  remove: 'Remove {{name}} from the wishlist',
  added: 'Added to the wishlist',
  removed: 'Removed from the wishlist',
  failed: 'The wishlist could not be saved. Please try again.',
  title: 'Wishlist',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on a product to keep it for later',
  browse: 'Browse products',
  count: '{{count}} products',
  loadFailed: 'The wishlist could not be loaded',
  retry: 'Try again',
  unavailable: 'Some products are no longer sold by this center',
};
