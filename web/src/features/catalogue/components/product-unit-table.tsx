// The product's units, one row each: the name and rate to the base unit, the price (or the points
// in points mode, or why no price is shown) and the quantity to order.
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { ProductDetailState } from '../hooks/use-product-detail';
import type { UnitLine } from '../lib/product-view';
import cardStyles from './catalogue.module.css';
import { PriceTag } from './price-tag';
import styles from './product-page.module.css';
import { QuantityInput } from './quantity-input';

function UnitPrice({ line, detail }: { line: UnitLine; detail: ProductDetailState }) {
  const { t } = useTranslation('catalogue');
  const { lang, point, pointsPerUnit: points } = detail;
  if (point) {
    return line.showPrice && points > 0 ? (
      <span className={cardStyles.priceNow} data-testid={`unit-points-${line.level}`}>
        {t('detail.points', { points: formatNumber(points * line.rate, lang), unit: line.name })}
      </span>
    ) : (
      <span className={cardStyles.priceHidden}>{t('card.notReward')}</span>
    );
  }
  if (line.showPrice && line.salesPrice !== null) {
    return (
      <>
        <PriceTag price={line.salesPrice} was={line.standardPrice} small={detail.smallPriceStyle} />
        {line.priceInVat !== null ? (
          <span className={styles.unitRate}>
            {t('detail.priceInVat')} {formatMoney(line.priceInVat, lang)}
          </span>
        ) : null}
      </>
    );
  }
  return (
    <span className={cardStyles.priceHidden}>
      {detail.isGuest && !detail.hasAnyPrice ? t('card.priceHidden') : t('detail.priceNotShown')}
    </span>
  );
}

export function ProductUnitTable({ detail }: { detail: ProductDetailState }) {
  const { t } = useTranslation('catalogue');
  return (
    <table className={styles.unitTable}>
      <thead>
        <tr>
          <th scope="col">{t('detail.units')}</th>
          <th scope="col">{t('detail.prices')}</th>
          <th scope="col">{t('detail.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {detail.lines.map((line) => (
          <tr key={line.level} data-testid={`unit-${line.level}`}>
            <td>
              <span className={styles.unitName}>{line.name}</span>
              {line.level > 1 ? (
                <span className={styles.unitRate}>
                  {t('detail.unitRate', {
                    unit: line.name,
                    rate: formatNumber(line.rate, detail.lang),
                    base: detail.baseUnit,
                  })}
                </span>
              ) : null}
            </td>
            <td>
              <UnitPrice line={line} detail={detail} />
            </td>
            <td>
              <QuantityInput
                value={detail.orderable[line.level]}
                onChange={(value) => detail.setQuantity(line.level, value)}
                label={t('detail.quantityOf', { unit: line.name })}
                decreaseLabel={t('detail.decrease', { unit: line.name })}
                increaseLabel={t('detail.increase', { unit: line.name })}
                disabled={!line.showPrice || detail.blocked}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
