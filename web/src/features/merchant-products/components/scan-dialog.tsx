// The product list's barcode scan dialog: camera, then the center's products with that code; a
// failed lookup is not "not found" and offers a retry.
import { lazy, Suspense, useState } from 'react';
import { Button, CenterPopup, List, SpinLoading } from 'antd-mobile';
import type { Product } from '@eorder/shared';
import { EmptyState } from '@/components/empty-state';
import { RetryState } from '@/components/retry-state';
import { useTranslation } from '@/lib/i18n';
import { findByBarcode } from '../api/products';

const BarcodeScanner = lazy(() => import('./barcode-scanner'));

type Outcome =
  | { kind: 'scanning' }
  | { kind: 'looking'; barcode: string }
  | { kind: 'found'; products: Product[] }
  | { kind: 'notFound'; barcode: string }
  | { kind: 'failed'; barcode: string };

export function ScanDialog({
  visible,
  saleUnit,
  onClose,
  onOpen,
}: {
  visible: boolean;
  saleUnit: string;
  onClose: () => void;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation('merchantProducts');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'scanning' });
  const close = () => {
    setOutcome({ kind: 'scanning' });
    onClose();
  };

  async function lookUp(barcode: string) {
    setOutcome({ kind: 'looking', barcode });
    const products = await findByBarcode(saleUnit, barcode).catch(() => null);
    if (products === null) setOutcome({ kind: 'failed', barcode });
    else if (products.length === 0) setOutcome({ kind: 'notFound', barcode });
    else if (products.length === 1 && products[0]) {
      close();
      onOpen(products[0].P_Code);
    } else setOutcome({ kind: 'found', products });
  }

  function body() {
    switch (outcome.kind) {
      case 'found':
        return (
          <List>
            {outcome.products.map((product) => (
              <List.Item
                key={product.P_Code}
                onClick={() => {
                  close();
                  onOpen(product.P_Code);
                }}
              >
                {product.P_Code} {product.PRODUCTNAME}
              </List.Item>
            ))}
          </List>
        );
      case 'notFound':
        return (
          <EmptyState title={t('scan.notFoundTitle')} description={t('scan.notFound', { barcode: outcome.barcode })} testId="scan-not-found">
            <Button color="primary" onClick={() => setOutcome({ kind: 'scanning' })}>
              {t('scan.again')}
            </Button>
          </EmptyState>
        );
      case 'failed':
        return (
          <RetryState
            message={t('scan.lookupFailed', { barcode: outcome.barcode })}
            retryLabel={t('scan.retry')}
            onRetry={() => void lookUp(outcome.barcode)}
          />
        );
      case 'looking':
        return <SpinLoading aria-label={t('scan.looking')} />;
      case 'scanning':
        return visible ? (
          <Suspense fallback={<SpinLoading />}>
            <BarcodeScanner onResult={(text) => void lookUp(text)} />
          </Suspense>
        ) : null;
    }
  }

  return (
    <CenterPopup visible={visible} onClose={close} destroyOnClose role="dialog" aria-label={t('scan.title')}>
      {/* The app's popup width (styles.css): a wider content would overflow the popup's card. */}
      <div style={{ padding: 16 }}>
        <h2>{t('scan.title')}</h2>
        {body()}
        <Button block onClick={close} style={{ marginTop: 12 }}>
          {t('action.close')}
        </Button>
      </div>
    </CenterPopup>
  );
}
