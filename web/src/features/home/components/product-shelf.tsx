// A titled row of product cards with a "See all" link to the full list; skeleton cards while it
// loads, a retry when it failed, nothing at all when it came back empty.
import type { Product } from '@eorder/shared';
import { startTransition, useDeferredValue, useState, type UIEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '@/features/catalogue';
import { useIsPhone } from '@/lib/use-media-query';
import '../i18n';
import styles from './home.module.css';

export interface ProductShelfProps {
  id: string;
  title: string;
  products: readonly Product[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Where "See all" leads. */
  seeAllTo?: string;
}

export function ProductShelf({ id, title, products: current, loading, failed, onRetry, seeAllTo }: ProductShelfProps) {
  const { t } = useTranslation('home');
  // The cards render in the background, in slices the browser can interrupt: a home of several
  // shelves arriving at once does not block the page (the skeleton stays until they are ready).
  // null: not rendered yet.
  const products = useDeferredValue(current, null);
  // A row shows what a screen holds and one card more (to scroll to) until someone scrolls it or
  // moves into it: a home of several rows of up to 36 products renders a few of each at first.
  const isPhone = useIsPhone();
  const [whole, setWhole] = useState(false);
  const showWhole = () => {
    if (!whole) startTransition(() => setWhole(true));
  };
  // Scrolled by someone: the browser also scrolls the row by itself, a pixel or two, as it snaps
  // the first card into place when the cards arrive.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (event.currentTarget.scrollLeft > SNAPPING_PX) showWhole();
  };
  const shown = whole ? products : products?.slice(0, isPhone ? FIRST_CARDS_PHONE : FIRST_CARDS_DESKTOP);
  const headingId = `home-shelf-${id}`;
  if (!loading && !failed && products && products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={!products && !failed} data-testid={`home-shelf-${id}`}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {seeAllTo && products && products.length > 0 ? (
          // The visible words start the link's name (WCAG 2.5.3), the shelf's name follows unseen.
          <Link className={styles.seeAll} to={seeAllTo}>
            {t('seeAll')}
            <span className="eo-visually-hidden"> {t('seeAllIn', { name: title })}</span>
          </Link>
        ) : null}
      </div>
      {products && products.length > 0 ? (
        <ul className={styles.shelf} aria-label={t('shelf', { name: title })} onScroll={onScroll} onFocus={showWhole}>
          {shown?.map((product, index) => (
            // The whole row's size, for those who hear the list before it has all its cards.
            <li key={product.P_Code} aria-setsize={products.length} aria-posinset={index + 1}>
              <ProductCard product={product} eager={index < 2} />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <div className={styles.failed} role="alert">
          <span>{t('failed')}</span>
          <button type="button" className="eo-link-like" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ShelfSkeleton />
      )}
    </section>
  );
}

/** The shelf's row with placeholder cards: the same room the products will take. */
export function ShelfSkeleton() {
  return (
    <ul className={styles.shelf} aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Enough cards to fill the row at any width (six show on a desktop). */
const SKELETON_CARDS = 6;

/** The cards a row renders before it is used: a phone shows two and a half, a desktop six. */
const FIRST_CARDS_PHONE = 4;
const FIRST_CARDS_DESKTOP = 7;

/** How far the browser's own snapping moves a row (its padding), at most. */
const SNAPPING_PX = 16;
