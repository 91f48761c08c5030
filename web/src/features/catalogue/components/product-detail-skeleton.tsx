// The product page's shape while the product loads, announced as loading.
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/lib/i18n';
import styles from './product-page.module.css';

export function ProductDetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.detail} role="status" aria-busy="true" data-testid="product-detail-loading">
      <span className="eo-visually-hidden">{t('loading')}</span>
      <Skeleton animated style={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 12 }} />
      <div className={styles.info}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    </div>
  );
}
