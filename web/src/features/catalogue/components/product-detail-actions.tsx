// Add to cart (with the chosen total in money or points) and sharing: inside LINE as a Flex message
// through the share target picker, elsewhere through the browser's share or a copied link.
import type { Product } from '@eorder/shared';
import { Button } from 'antd-mobile';
import { ShareProductButton } from '@/features/line';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isLiffReady } from '@/lib/liff';
import { currentPageUrl, type ProductDetailState } from '../hooks/use-product-detail';
import styles from './product-page.module.css';
import { ShareButton } from './share-button';

export function ProductDetailActions({ product, detail }: { product: Product; detail: ProductDetailState }) {
  const { t } = useTranslation('catalogue');
  const { lang, lines, chosen, point, total, totalPoints } = detail;
  const first = lines[0];
  return (
    <div className={styles.actions}>
      <Button
        className={styles.addButton}
        color="primary"
        size="large"
        disabled={detail.blocked}
        onClick={detail.add}
        data-testid="add-to-cart"
      >
        {t('detail.addToCart')}
        {chosen && point && totalPoints > 0
          ? ` · ${t('card.points', { points: formatNumber(totalPoints, lang) })}`
          : chosen && !point && total > 0
            ? ` · ${formatMoney(total, lang)}`
            : ''}
      </Button>
      {isLiffReady() ? (
        <ShareProductButton
          product={{
            code: product.P_Code,
            name: detail.name,
            imageUrl: detail.images[0] ?? null,
            priceText:
              detail.hasAnyPrice && first?.salesPrice != null
                ? `${formatMoney(first.salesPrice, lang)} / ${first.name}`
                : null,
            saleUnit: product.SaleUnit ?? null,
          }}
        />
      ) : (
        <ShareButton title={detail.name} url={currentPageUrl() ?? ''} />
      )}
    </div>
  );
}
