import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/lib/i18n';

/** A page-sized placeholder while a lazy page loads; announced once to screen readers. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="eo-page-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="eo-visually-hidden">{t('loading')}</span>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

/** A wide placeholder block, like a banner. */
export function BannerSkeleton() {
  return <Skeleton animated className="eo-skeleton-banner" />;
}

/** A grid of product-card placeholders. */
export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="eo-skeleton-grid">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="eo-skeleton-card">
          <Skeleton animated className="eo-skeleton-card-image" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
