// /product/{code}: pictures, units, prices, promotions, stock, add to cart, wishlist and sharing
// (decision 016). Rules in useProductDetail, sections in the feature's components.
import type { Product } from '@eorder/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { matchPath, useParams } from 'react-router-dom';
import { whenSessionReady } from '@/lib/session';
import { LinkButton } from '@/components/link-button';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { WishlistToggle } from '@/features/wishlist';
import { currentRouterPath } from '@/lib/navigation';
import { formatMoney, formatNumber } from '@/lib/format';
import { preloadProduct, useProduct } from '../api/get-product';
import styles from '../components/product-page.module.css';
import { EmptyState } from '@/components/empty-state';
import { ProductDescription } from '../components/product-description';
import { ProductDetailActions } from '../components/product-detail-actions';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton';
import { ProductGallery } from '../components/product-gallery';
import { ProductPromotions } from '../components/product-promotions';
import { ProductUnitTable } from '../components/product-unit-table';
import { useProductDetail } from '../hooks/use-product-detail';
import '../i18n';
import { isNotFound } from '../lib/api-result';
import { formatDay } from '../lib/format-date';

function ProductDetailView({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const detail = useProductDetail(product);
  const { lang, name, advance, stock, baseUnit, catalogPrice } = detail;

  return (
    <article className={styles.detail} data-testid="product-detail" data-code={product.P_Code}>
      <ProductGallery images={detail.images} name={name} />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{name}</h1>
          <WishlistToggle code={product.P_Code} name={name} size="large" />
        </div>
        <div className={styles.meta}>
          <span>{t('detail.code', { code: product.P_Code })}</span>
          {product.BARCODE1 ? <span>{t('detail.barcode', { code: product.BARCODE1 })}</span> : null}
        </div>

        <section className={styles.section} aria-labelledby="product-units">
          <h2 id="product-units" className={styles.sectionTitle}>
            {t('detail.units')}
          </h2>
          {advance ? (
            <p className={styles.meta}>
              {t('detail.advancePrice', {
                from: formatDay(advance.from, lang),
                to: formatDay(advance.to, lang),
              })}
            </p>
          ) : null}
          <ProductUnitTable detail={detail} />
          {detail.notReward ? <p className={styles.meta}>{t('detail.notRewardHint')}</p> : null}
          {catalogPrice !== null && detail.hasAnyPrice && !detail.point ? (
            <p className={styles.meta}>
              {t('detail.catalogPrice')} {formatMoney(catalogPrice, lang)}
            </p>
          ) : null}
          <p className={styles.meta} aria-live="polite">
            {t('detail.stock')}:{' '}
            {detail.outOfStock ? (
              <span className={styles.stockOut}>{t('detail.outOfStock')}</span>
            ) : stock !== null ? (
              <span className={styles.stockOk}>
                {t('detail.inStock', { count: formatNumber(stock, lang), unit: baseUnit })}
              </span>
            ) : null}
          </p>
          <ProductDetailActions product={product} detail={detail} />
        </section>

        <ProductPromotions promotions={detail.promotions} lang={lang} />
        <ProductDescription attributes={detail.attributes} description={product.P_Description} />
      </div>
    </article>
  );
}

export function ProductDetailPage() {
  const { t } = useTranslation('catalogue');
  const localePath = useLocalePath();
  const { code } = useParams();
  const { data, error, isLoading, mutate } = useProduct(code);

  if (data) return <ProductDetailView key={data.P_Code} product={data} />;
  if (error && isNotFound(error)) {
    return (
      <EmptyState title={t('detail.notFound')} testId="product-not-found">
        <LinkButton to={localePath(paths.product.href())} color="primary">
          {t('detail.backToList')}
        </LinkButton>
      </EmptyState>
    );
  }
  if (error && !isLoading) {
    return (
      <EmptyState tone="error" title={t('detail.failed')}>
        <Button color="primary" onClick={() => void mutate()}>
          {t('list.retry')}
        </Button>
      </EmptyState>
    );
  }
  return <ProductDetailSkeleton />;
}

/**
 * Asks for the product of the URL as soon as the session is known (inside LINE, once the LINE
 * sign-in is done), so its answer is on the way while the app renders up to this page. The URL is
 * read then: inside LINE, LIFF may rewrite it to the deep link meanwhile.
 */
export function preloadData(): void {
  whenSessionReady(() => {
    const code = matchPath(paths.productDetail.pattern, stripLangPrefix(currentRouterPath()))
      ?.params.code;
    if (code) preloadProduct(code);
  });
}

export { ProductDetailPage as Component };
export default ProductDetailPage;
