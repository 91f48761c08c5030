import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { Lang } from '@/config/paths';
import '../i18n';
import styles from './catalogue.module.css';

export interface PriceTagProps {
  price: number;
  /** The usual price, struck through, when higher than `price`. */
  was?: number | null;
  unit?: string | null;
  small?: boolean;
}

/**
 * Makes the price format of `lang` in a task of its own, while a page's answers are on their way:
 * the first one takes tens of milliseconds on a phone (the locale's data), which would otherwise
 * lengthen the first render of the cards.
 */
export function preparePriceFormat(lang: Lang): void {
  setTimeout(() => formatMoney(0, lang), 0);
}

/** A sales price in baht, with the usual price struck through and the unit. */
export function PriceTag({ price, was, unit, small = false }: PriceTagProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <span className={`${styles.price} ${small ? styles.priceSmall : ''}`}>
      <span className={styles.priceNow}>{formatMoney(price, lang)}</span>
      {was !== null && was !== undefined && was > price ? (
        <del className={styles.priceWas}>{formatMoney(was, lang)}</del>
      ) : null}
      {unit ? <span className={styles.priceUnit}>{t('card.perUnit', { unit })}</span> : null}
    </span>
  );
}

/** Points in points mode, in the price's place: '200 คะแนน / ชิ้น'. */
export function PointsTag({ points, unit }: { points: number; unit?: string | null }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <span className={styles.price} data-testid="points-tag">
      <span className={styles.priceNow}>{t('card.points', { points: formatNumber(points, lang) })}</span>
      {unit ? <span className={styles.priceUnit}>{t('card.perUnit', { unit })}</span> : null}
    </span>
  );
}
