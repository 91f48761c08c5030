import Checkbox from 'antd-mobile/es/components/checkbox';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/lib/i18n';
import { unitLevels } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { PricedLine } from '../api/cart.schema';
import { imageUrl } from '@/lib/image-url';
import { canOrderLevel } from '../stores/cart-actions';
import { isOutOfStock, qtyAt, type CartLine, type UnitLevel } from '../stores/cart-store';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

export function lineName(
  line: { PRODUCTNAME?: string | null; PRODUCTNAME_EN?: string | null; PRODUCTSHORTNAME_EN?: string | null; P_Code: string },
  lang: string,
): string {
  return (lang === 'en' ? line.PRODUCTNAME_EN || line.PRODUCTSHORTNAME_EN : null) || line.PRODUCTNAME || line.P_Code;
}

function unitName(line: CartLine, level: UnitLevel, priced: PricedLine | undefined, lang: string): string {
  if (lang === 'en') {
    const english = (level === 1 ? line.UNIT1NAME_EN : level === 2 ? line.UNIT2NAME_EN : line.UNIT3NAME_EN) || priced?.UNITNAME_EN;
    if (english) return english;
  }
  return (level === 1 ? line.UNIT1NAME : level === 2 ? line.UNIT2NAME : line.UNIT3NAME) || priced?.UNITNAME || String(level);
}


export interface CartLineItemProps {
  line: CartLine;
  /** The server's priced lines of this product (one per unit level, free items apart). */
  priced: readonly PricedLine[];
  pointMode: boolean;
  pricesHidden: boolean;
  promotionName: (id: number) => string;
  onQty: (level: UnitLevel, qty: number) => void;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}

/** One product of the cart: its selection, a quantity per unit level, its amount and discounts. */
export function CartLineItem({ line, priced, pointMode, pricesHidden, promotionName, onQty, onSelect, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const name = lineName(line, lang);
  const image = imageUrl(line.PIC_FILENAME);
  const paid = priced.filter((p) => !p.IsFree);
  const amount = paid.reduce((sum, p) => sum + p.Amount, 0);
  const net = paid.reduce((sum, p) => sum + p.NetAmount, 0);
  const discounts = new Map<number, number>();
  for (const p of paid) for (const d of p.Discounts) discounts.set(d.PromotionId, (discounts.get(d.PromotionId) ?? 0) + d.Amount);
  const outOfStock = paid.some((p) => p.OutOfStock) || isOutOfStock(line);
  const stock = paid.find((p) => p.StockAvailable !== null)?.StockAvailable ?? null;

  return (
    <li className={styles.line} data-testid={`cart-line-${line.P_Code}`}>
      <div className={styles.lineSelect}>
        {/* The name goes inside the checkbox's label (an aria-label on its <label> is not allowed). */}
        <Checkbox checked={line.selected} onChange={onSelect}>
          <span className="eo-visually-hidden">{t('select', { name })}</span>
        </Checkbox>
      </div>
      <div className={styles.thumb} aria-hidden="true">
        {image ? <img src={image} alt="" loading="lazy" /> : <span>{name.slice(0, 1)}</span>}
      </div>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <span className={styles.lineName}>{name}</span>
          <button type="button" className={styles.removeButton} onClick={onRemove} aria-label={`${t('remove')} ${name}`}>
            {t('remove')}
          </button>
        </div>
        {outOfStock ? (
          <span>
            <Tag color="danger" fill="outline">
              {stock !== null && stock > 0 ? t('notEnoughStock', { stock: formatNumber(stock, lang) }) : t('outOfStock')}
            </Tag>
          </span>
        ) : null}
        <ul className={styles.units}>
          {unitLevels(line)
            .filter((level) => canOrderLevel(line, level) || qtyAt(line, level) > 0)
            .map((level) => {
              const pricedLevel = paid.find((p) => p.UnitLevel === level);
              const unit = unitName(line, level, pricedLevel, lang);
              // Prices and points come from the last pricing answer only (the stored line keeps
              // the prices of the center it was added at); a level not priced yet shows its unit.
              const price = pricedLevel?.PriceInVat ?? null;
              const points = pricedLevel?.PointsPerUnit ?? null;
              return (
                <li key={level} className={styles.unitRow}>
                  <span className={styles.unitPrice} data-testid={`unit-price-${line.P_Code}-${level}`}>
                    {pointMode
                      ? points === null
                        ? unit
                        : t('pointsPerUnit', { points: formatNumber(points, lang), unit })
                      : pricesHidden || price === null
                        ? unit
                        : t('perUnit', { price: formatMoney(Number(price), lang), unit })}
                  </span>
                  <QuantityInput
                    value={qtyAt(line, level)}
                    label={t('quantityOf', { name, unit })}
                    onChange={(qty) => onQty(level, qty)}
                    testId={`qty-${line.P_Code}-${level}`}
                  />
                </li>
              );
            })}
        </ul>
        {discounts.size > 0 && !pointMode ? (
          <ul className={styles.discounts}>
            {[...discounts].map(([id, value]) => (
              <li key={id}>
                {promotionName(id)}: −{formatMoney(value, lang)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.lineTotal}>
          {pointMode ? (
            <strong data-testid={`cart-line-points-${line.P_Code}`}>
              {paid.length > 0 ? t('points', { points: formatNumber(paid.reduce((sum, p) => sum + p.Points, 0), lang) }) : '…'}
            </strong>
          ) : pricesHidden ? (
            <span className={styles.muted}>{t('priceHidden')}</span>
          ) : (
            <>
              {paid.length > 0 && amount !== net ? <s className={styles.muted}>{formatMoney(amount, lang)}</s> : null}
              <strong data-testid={`cart-line-amount-${line.P_Code}`}>{paid.length > 0 ? formatMoney(net, lang) : '…'}</strong>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
