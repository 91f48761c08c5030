// A product in a list: picture, name, price (or why there is none), promotion and stock badges, and
// the wishlist heart. The whole card opens the product page.
import type { Product } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { WishlistToggle } from '@/features/wishlist';
import { webConfigStore } from '@/lib/config';
import { useSnapshot } from 'valtio';
import { useCatalogueContext } from '../hooks/use-catalogue-context';
import '../i18n';
import { displayPoints, displayPrice, isOutOfStock, productImages, productName, productPromotions } from '../lib/product-view';
import styles from './catalogue.module.css';
import { PointsTag, PriceTag } from './price-tag';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: Product;
  /** The first cards of a page load their pictures at once. */
  eager?: boolean;
  /** The cards of the first row ask for their pictures before any other (the page's largest paint). */
  priority?: boolean;
  /** Show the wishlist heart (default on). */
  wishlist?: boolean;
}

export function ProductCard({ product, eager = false, priority = false, wishlist = true }: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const localePath = useLocalePath();
  const { values } = useSnapshot(webConfigStore);
  const { isGuest, point } = useCatalogueContext();
  const name = productName(product, lang);
  const image = productImages(product)[0] ?? null;
  const price = displayPrice(product, lang);
  const points = point ? displayPoints(product, lang) : null;
  const outOfStock = isOutOfStock(product);
  const promoted = productPromotions(product).length > 0;

  return (
    <article className={styles.card} data-testid="product-card" data-code={product.P_Code}>
      {/* Named by what it shows (name, code, price): WCAG 2.5.3, the visible words are its name. */}
      <Link className={styles.cardLink} to={localePath(paths.productDetail.href({ code: product.P_Code }))}>
        <div className={styles.cardImage}>
          <ProductImage src={image} alt={name} eager={eager} priority={priority} />
          {promoted || outOfStock ? (
            <div className={styles.badges}>
              {promoted ? <span className={`${styles.badge} ${styles.badgePromotion}`}>{t('card.promotion')}</span> : null}
              {outOfStock ? <span className={`${styles.badge} ${styles.badgeOut}`}>{t('card.outOfStock')}</span> : null}
            </div>
          ) : null}
        </div>
        <div className={styles.cardBody}>
          <h3 className={styles.cardName} title={name}>
            {name}
          </h3>
          <span className={styles.cardCode}>{product.P_Code}</span>
          {point ? (
            points ? (
              <PointsTag points={points.points} unit={points.unit} />
            ) : (
              <span className={styles.priceHidden}>{t('card.notReward')}</span>
            )
          ) : price ? (
            <PriceTag price={price.price} was={price.standard} unit={price.unit} small={values.smallPriceStyle} />
          ) : (
            <span className={styles.priceHidden}>{isGuest ? t('card.priceHidden') : t('detail.priceNotShown')}</span>
          )}
        </div>
      </Link>
      {wishlist ? (
        <div className={styles.cardHeart}>
          <WishlistToggle code={product.P_Code} name={name} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * A card's placeholder with the card's own boxes (square picture, two lines of name, code and
 * price), so the card that replaces it takes the same room.
 */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.cardSkeleton}`} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={styles.cardImage} />
      <div className={styles.cardBody}>
        <span className={`${styles.cardName} ${styles.skeletonLines}`} />
        <span className={styles.cardCode}>
          <span className={styles.skeletonLine}>&nbsp;</span>
        </span>
        <span className={styles.price}>
          <span className={`${styles.priceNow} ${styles.skeletonLine}`}>&nbsp;</span>
        </span>
      </div>
    </div>
  );
}
