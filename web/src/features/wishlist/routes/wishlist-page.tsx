// /profile/wishlist: the products of the wishlist in the current center. A customer's come from the
// server (`favourite/items?detail=true`); a guest's codes are looked up in the catalogue
// (`api/products/items` with ProductIds), so no wishlist call is made for a guest.
import type { Product } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import useSWR, { type SWRResponse } from 'swr';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { getProducts, ProductGrid, ProductGridSkeleton } from '@/features/catalogue';
import { EmptyState } from '@/components/empty-state';
import { RetryState } from '@/components/retry-state';
import { LinkButton } from '@/components/link-button';
import { swrDefaults } from '@/lib/swr';
import { getWishlistProducts } from '../api/get-wishlist';
import styles from '../components/wishlist.module.css';
import { useWishlist } from '../hooks/use-wishlist';
import '../i18n';

async function loadProducts([, customerCode, , , codes]: readonly [
  string,
  string | null,
  string,
  string,
  string,
]): Promise<Product[]> {
  if (customerCode !== null) {
    const result = await getWishlistProducts();
    if (!result.ok) throw new Error(result.error.message);
    return result.data;
  }
  const ids = codes === '' ? [] : codes.split('\n');
  if (ids.length === 0) return [];
  const result = await getProducts(
    { ProductIds: ids.slice(0, 100), Take: 100, Skip: 0 },
    { quiet: true },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const lang = useLang();
  const localePath = useLocalePath();
  const wishlist = useWishlist();
  const owner = wishlist.owner;
  // A customer's list is read again when a product is added elsewhere; a removal only hides it.
  const codes = [...wishlist.codes].sort().join('\n');
  const key =
    owner && (owner.customerCode === null || wishlist.synced)
      ? (['wishlist-products', owner.customerCode, owner.saleUnit, lang, codes] as const)
      : null;
  const { data, error, isLoading, mutate }: SWRResponse<Product[], Error> = useSWR(
    key,
    loadProducts,
    { ...swrDefaults, keepPreviousData: true },
  );

  const shown = (data ?? []).filter((product) => wishlist.codes.includes(product.P_Code));
  const missing =
    data !== undefined &&
    wishlist.codes.some((code) => !data.some((product) => product.P_Code === code));

  let body;
  if (error && !data) {
    body = (
      <RetryState message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
    );
  } else if (!data || (isLoading && shown.length === 0 && wishlist.codes.length > 0)) {
    body = <ProductGridSkeleton count={4} />;
  } else if (shown.length === 0) {
    body = (
      <EmptyState title={t('empty')} description={t('emptyHint')}>
        <LinkButton to={localePath(paths.product.href())} color="primary">
          {t('browse')}
        </LinkButton>
      </EmptyState>
    );
  } else {
    body = <ProductGrid products={shown} label={t('title')} />;
  }

  return (
    <section className={styles.page} data-testid="page-profileWishlist">
      <div className={styles.header}>
        <PageTitle title={t('title')} />
        {shown.length > 0 ? (
          <span className={styles.count}>{t('count', { count: shown.length })}</span>
        ) : null}
      </div>
      {missing && shown.length > 0 ? <p className={styles.note}>{t('unavailable')}</p> : null}
      {body}
    </section>
  );
}

export { WishlistPage as Component };
export default WishlistPage;
