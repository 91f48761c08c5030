// /cart and /cart/adv (the same cart): the current cart with quantities, selection, the server's
// prices and promotions, and the way to checkout.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath, type PathName } from '@/config/paths';
import { useSession } from '@/lib/session';
import { CartLineItem, lineName } from '../components/cart-line-item';
import { CartTotals, PromotionList } from '../components/cart-summary';
import { useCartPage } from '../hooks/use-cart-page';
import '../i18n';
import { setLineQty, setSelected } from '../stores/cart-actions';
import styles from '../components/cart.module.css';

export function CartPage({ name = 'cart' }: { name?: PathName }) {
  const { t } = useTranslation('cart');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const {
    cart, priced, stale, error, retry, leaving, pointMode, selectedCount, allSelected,
    pricesHidden, promotionName, checkout, removeLine, removeSelected, totalText,
  } = useCartPage();

  return (
    <section className={styles.page} data-testid={`page-${name}`}>
      <PageTitle title={tp(`title.${name}`)} />
      {pointMode ? <p className={styles.hint}>{t('pointMode')}</p> : null}
      {cart.items.length === 0 ? (
        <div className={styles.empty} data-testid="cart-empty">
          <p>
            <strong>{t('empty')}</strong>
          </p>
          <p className={styles.hint}>{t('emptyHint')}</p>
          <Button color="primary" onClick={() => void navigate(localePath(paths.product.href()))}>
            {pointMode ? t('goRedeem') : t('goShopping')}
          </Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <div>
            {priced && priced.Removed.length > 0 ? <p className={styles.notice}>{t('removedProducts')}</p> : null}
            <div className={styles.toolbar}>
              <Checkbox checked={allSelected} indeterminate={!allSelected && selectedCount > 0} onChange={(checked) => setSelected(checked)}>
                {t('selectAll')}
              </Checkbox>
              <Button size="small" fill="none" color="danger" disabled={selectedCount === 0} onClick={() => void removeSelected()}>
                {t('removeSelected')}
              </Button>
            </div>
            <ul className={styles.lines} aria-label={tp(`title.${name}`)}>
              {cart.items.map((line) => (
                <CartLineItem
                  key={line.P_Code}
                  line={line}
                  priced={priced?.Lines.filter((p) => p.P_Code === line.P_Code) ?? []}
                  pointMode={pointMode}
                  pricesHidden={pricesHidden}
                  promotionName={promotionName}
                  onQty={(level, qty) => setLineQty(line.P_Code, level, qty)}
                  onSelect={(selected) => setSelected(selected, line.P_Code)}
                  onRemove={() => void removeLine(line.P_Code, lineName(line, lang))}
                />
              ))}
            </ul>
          </div>
          <aside className={styles.aside} aria-label={t('summary')}>
            <div className={styles.card}>
              <h2 className={styles.summaryTitle}>{t('summary')}</h2>
              <p className={styles.hint}>{t('selectedCount', { count: selectedCount })}</p>
              {error && !priced ? (
                <p role="alert">
                  {t('pricingFailed')}{' '}
                  <button type="button" className="eo-link-like" onClick={retry}>
                    {t('retry')}
                  </button>
                </p>
              ) : null}
              <div aria-busy={stale} aria-live="polite">
                <CartTotals priced={priced} pointMode={pointMode} />
              </div>
              <div className={styles.actionBar}>
                <span className={styles.barTotal} aria-hidden="true" data-testid="cart-bar-total">
                  {totalText}
                </span>
                <Button
                  block
                  color="primary"
                  size="large"
                  loading={leaving}
                  disabled={selectedCount === 0}
                  onClick={() => void checkout()}
                  data-testid="cart-checkout"
                >
                  {!session.isAuthenticated ? t('loginToOrder') : pointMode ? t('redeem') : t('checkout')}
                </Button>
              </div>
            </div>
            {priced ? <PromotionList priced={priced} /> : null}
          </aside>
        </div>
      )}
    </section>
  );
}

export function CartAdvPage() {
  return <CartPage name="cartAdv" />;
}
