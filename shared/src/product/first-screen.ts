// The pictures a new visitor's first screen shows first, as the web shows them: the home's first
// banner and the first row of the unfiltered product list (the bff names them in its HTML).
import { FIRST_ROW_CARDS, PRODUCT_PAGE_SIZE } from '../constants.js';
import { FIRST_VISIT_CALL_PATHS } from '../first-visit-call-paths.js';
import { BANNERS_BODY, WhatsNewAnswerSchema } from '../news/news.schema.js';
import { imageUrl, productImages } from './pictures.js';
import { ProductItemsAnswerSchema } from './product.schema.js';

/** The two calls, with the bodies the web sends for the home's banners and the list's first page. */
export const FIRST_SCREEN_CALLS = {
  banners: { path: FIRST_VISIT_CALL_PATHS.whatsNew, body: BANNERS_BODY },
  products: {
    path: FIRST_VISIT_CALL_PATHS.productItems,
    body: { Take: PRODUCT_PAGE_SIZE, Skip: 0, Point: false },
  },
} as const;

/** The first banner's picture (none when there is no banner), or undefined for an answer not of the contract. */
export function firstBannerPicture(answer: unknown): string[] | undefined {
  const news = WhatsNewAnswerSchema.safeParse(answer);
  if (!news.success) return undefined;
  const banner =
    news.data.statusText.toUpperCase() === 'OK' ? imageUrl(news.data.result[0]?.ImageUrl) : null;
  return banner ? [banner] : [];
}

/** The first row's cards' pictures (null: a card without one), or undefined for an answer not of the contract. */
export function firstRowPictures(answer: unknown): (string | null)[] | undefined {
  const list = ProductItemsAnswerSchema.safeParse(answer);
  if (!list.success) return undefined;
  return list.data.slice(0, FIRST_ROW_CARDS).map((product) => productImages(product)[0] ?? null);
}
