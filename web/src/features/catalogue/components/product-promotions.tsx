// The promotions that apply to the product, with their remark (Thai only) and period.
import type { Lang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { promotionFullName } from '@/lib/localized-name';
import { formatDay } from '../lib/format-date';
import type { ProductPromotion } from '@eorder/shared';
import styles from './product-page.module.css';

export function ProductPromotions({ promotions, lang }: { promotions: ProductPromotion[]; lang: Lang }) {
  const { t } = useTranslation('catalogue');
  if (promotions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-promotions">
      <h2 id="product-promotions" className={styles.sectionTitle}>
        {t('detail.promotions')}
      </h2>
      <ul className={styles.promotions}>
        {promotions.map((promotion) => (
          <li key={String(promotion.PromotionId)} className={styles.promotion}>
            <div className={styles.promotionName}>{promotionFullName(promotion, lang)}</div>
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
  );
}
