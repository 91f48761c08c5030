// The customer home. For now the layout and the places of its sections; the catalogue issue fills
// them (banners GET_MASTER_DATA/GET_WHATSNEW, promotion products, EORDER_HOME_PAGE display groups).
import { useTranslation } from '@/lib/i18n';
import { PageTitle } from '@/components/page-title';
import { BannerSkeleton, CardGridSkeleton } from '@/components/skeletons';
import { getRuntimeConfig } from '@/lib/config';
import { useShellSession } from '../session';

export function HomePage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('layout');
  const { customer } = useShellSession();
  const { companyName, companyCode } = getRuntimeConfig();
  const who = customer.isAuthenticated && customer.name ? customer.name : tl('guest');

  return (
    <div className="eo-home" data-testid="page-home">
      <PageTitle title={t('title.home')} visuallyHidden />
      <p className="eo-home-welcome">
        {t('homeWelcome')}, <strong>{who}</strong> · {companyName || companyCode}
      </p>
      <section className="eo-home-section" aria-labelledby="home-banners" aria-busy="true">
        <h2 id="home-banners" className="eo-visually-hidden">
          {t('homeBanners')}
        </h2>
        <BannerSkeleton />
      </section>
      <section className="eo-home-section" aria-labelledby="home-promotions" aria-busy="true">
        <h2 id="home-promotions" className="eo-section-title">
          {t('homePromotions')}
        </h2>
        <CardGridSkeleton count={4} />
      </section>
      <section className="eo-home-section" aria-labelledby="home-groups" aria-busy="true">
        <h2 id="home-groups" className="eo-section-title">
          {t('homeDisplayGroups')}
        </h2>
        <CardGridSkeleton count={4} />
      </section>
    </div>
  );
}

export { HomePage as Component };
