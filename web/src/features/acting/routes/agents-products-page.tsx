// `/agents/products`: the products the agent resells to their clients, with their own prices.
import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useAgentProducts } from '../api/acting-api';
import styles from '../acting.module.css';

export function AgentsProductsPage() {
  const { t } = useTranslation('acting');
  const lang = useLang();
  const localePath = useLocalePath();
  const products = useAgentProducts();
  return (
    <section className={styles.page} data-testid="agents-products">
      <PageTitle title={t('myProducts')} />
      <div className={styles.actions}>
        <Link to={localePath(paths.agentsProductsAdd.href({}))}>
          <Button color="primary" size="small">
            {t('addProduct')}
          </Button>
        </Link>
      </div>
      {products.error ? (
        <div className={styles.card} role="alert">
          {t('loadFailed')}
          <Button size="small" onClick={() => void products.mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {products.data && products.data.Data.length === 0 ? (
        <p className={styles.muted}>{t('noProducts')}</p>
      ) : null}
      <ul className={styles.list}>
        {products.data?.Data.map((product) => (
          <li key={product.Id} className={styles.card}>
            <div className={styles.row}>
              <span className={styles.name}>{product.PRODUCTNAME ?? product.P_Code}</span>
              <Tag color={product.Active ? 'success' : 'default'}>
                {product.Active ? t('active') : t('inactive')}
              </Tag>
            </div>
            <span className={styles.muted}>
              {product.P_Code}
              {product.UnitName ? ` · ${product.UnitName}` : ''}
            </span>
            <div className={styles.row}>
              <span>
                {t('price')}: <strong>{formatMoney(Number(product.Price), lang)}</strong>
                {product.CenterPrice !== null && product.CenterPrice !== undefined ? (
                  <span className={styles.muted}>
                    {' '}
                    ({t('centerPrice', { price: formatMoney(Number(product.CenterPrice), lang) })})
                  </span>
                ) : null}
              </span>
              <Link to={localePath(paths.agentsProductsEdit.href({ id: String(product.Id) }))}>
                <Button size="small" fill="outline">
                  {t('editProduct')}
                </Button>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
