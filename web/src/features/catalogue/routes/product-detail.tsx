// /product/{code}: up to five pictures, the units with their names and rates, the prices per unit
// (sales, standard, in VAT, catalogue; an advance price with its date range), the promotions that
// apply, the stock ('Out of stock' at zero), a quantity per unit with the number-only filter, add to
// cart, the wishlist heart and sharing. The title and meta tags describe the product for a shared
// link.
import { promotionFullName } from '@/lib/localized-name';
import type { Product, UnitLevel } from '@eorder/shared';
import { Button } from 'antd-mobile';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Fragment, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { matchPath, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { whenSessionReady } from '@/lib/session';
import { LinkButton } from '@/components/link-button';
import { paths, stripLangPrefix, useLang, useLocalePath } from '@/config/paths';
import { WishlistToggle } from '@/features/wishlist';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { currentRouterPath } from '@/lib/navigation';
import { formatMoney, formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { preloadProduct, useProduct } from '../api/get-product';
import cardStyles from '../components/catalogue.module.css';
import styles from '../components/product-page.module.css';
import { EmptyState } from '@/components/empty-state';
import { PriceTag } from '../components/price-tag';
import { ProductImage } from '../components/product-image';
import { QuantityInput } from '../components/quantity-input';
import { ShareButton } from '../components/share-button';
import { ShareProductButton } from '@/features/line';
import { isLiffReady } from '@/lib/liff';
import { useCatalogueContext } from '../hooks/use-catalogue-context';
import '../i18n';
import { isNotFound } from '../lib/api-result';
import { addProductToCart } from '../lib/cart-bridge';
import { formatDay } from '../lib/format-date';
import { usePageMeta } from '../lib/page-meta';
import {
  advancePricePeriod,
  isOutOfStock,
  orderableQuantities,
  isReward,
  pointsPerUnit,
  quantitiesPoints,
  productAttributes,
  productImages,
  productName,
  productPromotions,
  quantitiesAmount,
  stockAvailable,
  unitLines,
  type Quantities,
} from '../lib/product-view';

function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <div className={styles.gallery} aria-label={t('detail.images')} role="group">
      <div className={styles.mainImage}>
        <ProductImage src={shown} alt={name} eager />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index}
                aria-label={t('detail.image', { index: position + 1, count: images.length })}
                onClick={() => setIndex(position)}
              >
                <img src={image} alt="" loading="lazy" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ProductDetailView({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const { values } = useSnapshot(webConfigStore);
  const { isGuest, point } = useCatalogueContext();
  const [quantities, setQuantities] = useState<Quantities>({});
  const name = productName(product, lang);
  const images = productImages(product);
  const lines = unitLines(product, lang);
  const stock = stockAvailable(product);
  const outOfStock = isOutOfStock(product);
  const blockOutOfStock =
    getRuntimeConfig().flags.disableItemOutOfStock || values.disableItemOutOfStock;
  const promotions = productPromotions(product);
  const advance = advancePricePeriod(product);
  const attributes = productAttributes(product);
  const hasAnyPrice = lines.some((line) => line.showPrice && line.salesPrice !== null);
  const total = quantitiesAmount(product, quantities);
  const orderable = orderableQuantities(product, quantities);
  const chosen = lines.some((line) => orderable[line.level] > 0);
  const baseUnit = lines[0]?.name ?? '';
  const catalogPrice = typeof product.CatalogPrice === 'number' ? product.CatalogPrice : null;
  const points = pointsPerUnit(product);
  // Points mode speaks in points only; a product for sale cannot go into the points cart.
  const notReward = point && !isReward(product);
  const totalPoints = quantitiesPoints(product, quantities);

  usePageMeta(
    {
      title: name,
      description: product.P_Description ?? name,
      image: images[0] ?? null,
      url: typeof window === 'undefined' ? null : window.location.href.split('#')[0],
      type: 'product',
    },
    getRuntimeConfig().companyName || getRuntimeConfig().companyCode,
  );

  const setQuantity = (level: UnitLevel, value: number) =>
    setQuantities((current) => ({ ...current, [level]: value }));

  const add = () => {
    if (outOfStock && blockOutOfStock) {
      showToast(t('detail.cannotAddOutOfStock'), { kind: 'fail' });
      return;
    }
    if (notReward) {
      showToast(t('detail.notRewardHint'), { kind: 'fail' });
      return;
    }
    if (!chosen) {
      showToast(t('detail.chooseQuantity'));
      return;
    }
    // The cart shows '{name} added to cart' for 1 s, in the reader's language.
    if (addProductToCart({ product, quantities, name })) setQuantities({});
  };

  return (
    <article className={styles.detail} data-testid="product-detail" data-code={product.P_Code}>
      <Gallery images={images} name={name} />
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
          <table className={styles.unitTable}>
            <thead>
              <tr>
                <th scope="col">{t('detail.units')}</th>
                <th scope="col">{t('detail.prices')}</th>
                <th scope="col">{t('detail.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.level} data-testid={`unit-${line.level}`}>
                  <td>
                    <span className={styles.unitName}>{line.name}</span>
                    {line.level > 1 ? (
                      <span className={styles.unitRate}>
                        {t('detail.unitRate', {
                          unit: line.name,
                          rate: formatNumber(line.rate, lang),
                          base: baseUnit,
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {point ? (
                      line.showPrice && points > 0 ? (
                        <span className={cardStyles.priceNow} data-testid={`unit-points-${line.level}`}>
                          {t('detail.points', { points: formatNumber(points * line.rate, lang), unit: line.name })}
                        </span>
                      ) : (
                        <span className={cardStyles.priceHidden}>{t('card.notReward')}</span>
                      )
                    ) : line.showPrice && line.salesPrice !== null ? (
                      <>
                        <PriceTag
                          price={line.salesPrice}
                          was={line.standardPrice}
                          small={values.smallPriceStyle}
                        />
                        {line.priceInVat !== null ? (
                          <span className={styles.unitRate}>
                            {t('detail.priceInVat')} {formatMoney(line.priceInVat, lang)}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      <span className={cardStyles.priceHidden}>
                        {isGuest && !hasAnyPrice
                          ? t('card.priceHidden')
                          : t('detail.priceNotShown')}
                      </span>
                    )}
                  </td>
                  <td>
                    <QuantityInput
                      value={orderable[line.level]}
                      onChange={(value) => setQuantity(line.level, value)}
                      label={t('detail.quantityOf', { unit: line.name })}
                      decreaseLabel={t('detail.decrease', { unit: line.name })}
                      increaseLabel={t('detail.increase', { unit: line.name })}
                      disabled={!line.showPrice || notReward || (outOfStock && blockOutOfStock)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {notReward ? <p className={styles.meta}>{t('detail.notRewardHint')}</p> : null}
          {catalogPrice !== null && hasAnyPrice && !point ? (
            <p className={styles.meta}>
              {t('detail.catalogPrice')} {formatMoney(catalogPrice, lang)}
            </p>
          ) : null}
          <p className={styles.meta} aria-live="polite">
            {t('detail.stock')}:{' '}
            {outOfStock ? (
              <span className={styles.stockOut}>{t('detail.outOfStock')}</span>
            ) : stock !== null ? (
              <span className={styles.stockOk}>
                {t('detail.inStock', { count: formatNumber(stock, lang), unit: baseUnit })}
              </span>
            ) : null}
          </p>
          <div className={styles.actions}>
            <Button
              className={styles.addButton}
              color="primary"
              size="large"
              disabled={notReward || (outOfStock && blockOutOfStock)}
              onClick={add}
              data-testid="add-to-cart"
            >
              {t('detail.addToCart')}
              {chosen && point && totalPoints > 0
                ? ` · ${t('card.points', { points: formatNumber(totalPoints, lang) })}`
                : chosen && !point && total > 0
                  ? ` · ${formatMoney(total, lang)}`
                  : ''}
            </Button>
            {isLiffReady() ? (
              // Inside LINE a product goes out as a Flex message through the share target picker.
              <ShareProductButton
                product={{
                  code: product.P_Code,
                  name,
                  imageUrl: images[0] ?? null,
                  priceText:
                    hasAnyPrice && lines[0]?.salesPrice != null
                      ? `${formatMoney(lines[0].salesPrice, lang)} / ${lines[0].name}`
                      : null,
                  saleUnit: product.SaleUnit ?? null,
                }}
              />
            ) : (
              <ShareButton
                title={name}
                url={
                  typeof window === 'undefined' ? '' : (window.location.href.split('#')[0] ?? '')
                }
              />
            )}
          </div>
        </section>

        {promotions.length > 0 ? (
          <section className={styles.section} aria-labelledby="product-promotions">
            <h2 id="product-promotions" className={styles.sectionTitle}>
              {t('detail.promotions')}
            </h2>
            <ul className={styles.promotions}>
              {promotions.map((promotion) => (
                <li key={String(promotion.PromotionId)} className={styles.promotion}>
                  <div className={styles.promotionName}>
                    {promotionFullName(promotion, lang)}
                  </div>
                  {promotion.PromotionRemark && lang === 'th' ? <div>{promotion.PromotionRemark}</div> : null}
                  {promotion.DateBegin && promotion.DateEnd ? (
                    <div className={styles.meta}>
                      {t('detail.promotionPeriod', {
                        from: formatDay(promotion.DateBegin, lang),
                        to: formatDay(promotion.DateEnd, lang),
                      })}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {attributes.length > 0 || product.P_Description ? (
          <section className={styles.section} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              {t('detail.description')}
            </h2>
            {attributes.length > 0 ? (
              <dl className={styles.attributes}>
                {attributes.map((attribute) => (
                  <Fragment key={attribute.key}>
                    <dt>{t(`detail.${attribute.key}`)}</dt>
                    <dd>{attribute.value}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
            {product.P_Description ? (
              <p className={styles.description}>{product.P_Description}</p>
            ) : null}
          </section>
        ) : null}
      </div>
    </article>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div
      className={styles.detail}
      role="status"
      aria-busy="true"
      data-testid="product-detail-loading"
    >
      <span className="eo-visually-hidden">{t('loading')}</span>
      <Skeleton animated style={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 12 }} />
      <div className={styles.info}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    </div>
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
  return <DetailSkeleton />;
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
