import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { CartIcon } from '@/components/icons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useCartSummary } from '@/features/cart/summary';
import { formatMoney, formatNumber } from '@/lib/format';
import { useShellSession } from '../session';

/** The desktop cart button: item count and total (points total in points mode). */
export function CartButton() {
  const { t } = useTranslation('layout');
  const lang = useLang();
  const localePath = useLocalePath();
  const { count, total, pointsTotal, mode } = useCartSummary();
  const { customer } = useShellSession();
  // The cart's mode follows the points cookie as soon as the switch changes it.
  const totalText = mode === 'point' || customer.pointMode
    ? t('points', { points: formatNumber(pointsTotal, lang) })
    : formatMoney(total, lang);
  return (
    <Link
      to={localePath(paths.cart.href())}
      className="eo-cart-button"
      aria-label={t('cartSummary', { count, total: totalText })}
      data-testid="cart-button"
    >
      <Badge content={count > 0 ? count : null}>
        <CartIcon size={24} />
      </Badge>
      <span className="eo-cart-total" aria-hidden="true" data-testid="cart-button-total">
        {totalText}
      </span>
    </Link>
  );
}
