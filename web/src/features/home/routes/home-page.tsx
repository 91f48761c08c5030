// The customer home: the banners, the promotion products, the best sellers where the company shows
// them, and the display groups of EORDER_HOME_PAGE with their products. Every part shows a skeleton
// while it loads, never a blank page. `?id=` (a timestamp) asks for everything again.
import type { DisplayGroup } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { BannerSkeleton } from '@/components/skeletons';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { PhoneSearch } from '@/features/catalogue';
import { CenterPickerEntry } from '@/features/centers';
import { getRuntimeConfig } from '@/lib/config';
import { useIsPhone } from '@/lib/use-media-query';
import { BannerCarousel } from '../components/banner-carousel';
import styles from '../components/home.module.css';
import { ProductShelf, ShelfSkeleton } from '../components/product-shelf';
import { preloadHomeData, useHomeData } from '../hooks/use-home-data';
import '../i18n';

function groupName(group: DisplayGroup, lang: 'th' | 'en'): string {
  if (lang === 'en' && typeof group.NameEN === 'string' && group.NameEN.trim()) return group.NameEN;
  if (lang === 'th' && typeof group.NameTH === 'string' && group.NameTH.trim()) return group.NameTH;
  return group.Name;
}

export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tp } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  const lang = useLang();
  const localePath = useLocalePath();
  const isPhone = useIsPhone();
  const [search] = useSearchParams();
  const session = useSession();
  const { banners, promotions, groups, bestSellers, point } = useHomeData(search.get('id'));
  const { companyName, companyCode } = getRuntimeConfig();
  const user = session.customer;
  const who = session.isAuthenticated && user?.CUSTOMERNAME ? user.CUSTOMERNAME : tl('guest');

  return (
    <div className={styles.home} data-testid="page-home">
      <PageTitle title={tp('title.home')} visuallyHidden />
      <div className={styles.top}>
        <p className="eo-home-welcome">
          {tp('homeWelcome')}, <strong translate={session.isAuthenticated ? 'no' : undefined}>{who}</strong> · {companyName || companyCode}
        </p>
        {isPhone ? (
          <>
            <CenterPickerEntry variant="block" />
            <PhoneSearch />
          </>
        ) : null}
      </div>

      <section aria-label={t('banners')} aria-busy={banners.isLoading}>
        {banners.data ? <BannerCarousel banners={banners.data} /> : banners.error ? null : <BannerSkeleton />}
      </section>

      <ProductShelf
        id={point ? 'rewards' : 'promotions'}
        title={point ? t('rewards') : t('promotions')}
        products={promotions.data}
        loading={promotions.isLoading}
        failed={Boolean(promotions.error)}
        onRetry={() => void promotions.mutate()}
        seeAllTo={localePath(point ? paths.product.href() : paths.product.href(undefined, { type: 'promotion' }))}
      />

      {bestSellers ? (
        <ProductShelf
          id="best-sellers"
          title={t('bestSellers')}
          products={bestSellers.data}
          loading={bestSellers.isLoading}
          failed={Boolean(bestSellers.error)}
          onRetry={() => void bestSellers.mutate()}
          seeAllTo={localePath(paths.product.href(undefined, { type: 'BEST_SELLER' }))}
        />
      ) : null}

      {groups ? (
        groups.data ? (
          groups.data.Data.map(({ Group, Products }) => {
            const name = groupName(Group, lang);
            return (
              <ProductShelf
                key={String(Group.Id)}
                id={`group-${String(Group.Id)}`}
                title={name}
                products={Products ?? []}
                loading={false}
                failed={false}
                onRetry={() => void groups.mutate()}
                seeAllTo={localePath(paths.product.href(undefined, { displayGroupId: String(Group.Id), displayGroupName: name }))}
              />
            );
          })
        ) : groups.error ? (
          <div className={styles.failed} role="alert">
            <span>{t('failed')}</span>
            <button type="button" className="eo-link-like" onClick={() => void groups.mutate()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <div className={styles.section} aria-busy="true" data-testid="home-groups-loading">
            <span className={styles.titleSkeleton} />
            <ShelfSkeleton />
          </div>
        )
      ) : null}
    </div>
  );
}

export { HomePage as Component, preloadHomeData as preloadData };
export default HomePage;
