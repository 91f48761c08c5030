import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LINE_NAMESPACE } from '../i18n';
import type { SharedProduct } from '../lib/product-share';
import { shareProduct } from '../lib/share';

export interface ShareProductButtonProps {
  product: SharedProduct;
  className?: string;
}

/** Shares a product in LINE (a Flex message), or copies its link outside LINE. */
export function ShareProductButton({ product, className }: ShareProductButtonProps) {
  const { t } = useTranslation(LINE_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      await shareProduct(product);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      className={className}
      size="small"
      fill="outline"
      loading={busy}
      onClick={() => void share()}
      data-testid="share-product"
    >
      {t('share.button')}
    </Button>
  );
}

export default ShareProductButton;
