// The barcode scan dialog of the product list: the camera until a code is read, then the center's
// products with that barcode (take 10): one opens its page, several are listed, none opens the
// not-found dialog.
import { lazy, Suspense, useState } from 'react';
import { Button, CenterPopup, Dialog, List, SpinLoading } from 'antd-mobile';
import type { Product } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { findByBarcode } from '../api/products';

const BarcodeScanner = lazy(() => import('./barcode-scanner'));

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
  const [found, setFound] = useState<Product[] | null>(null);
  const close = () => {
    setFound(null);
    onClose();
  };

  async function scanned(barcode: string) {
    const products = await findByBarcode(saleUnit, barcode).catch(() => []);
    if (products.length === 1 && products[0]) {
      close();
      onOpen(products[0].P_Code);
      return;
    }
    if (products.length === 0) {
      close();
      await Dialog.alert({ title: t('scan.notFoundTitle'), content: t('scan.notFound', { barcode }), confirmText: t('action.close') });
      return;
    }
    setFound(products);
  }

  return (
    <CenterPopup visible={visible} onClose={close} destroyOnClose role="dialog" aria-label={t('scan.title')}>
      <div style={{ padding: 16, minWidth: 'min(90vw, 480px)' }}>
        <h2>{t('scan.title')}</h2>
        {found ? (
          <List>
            {found.map((product) => (
              <List.Item key={product.P_Code} onClick={() => {
                close();
                onOpen(product.P_Code);
              }}>
                {product.P_Code} {product.PRODUCTNAME}
              </List.Item>
            ))}
          </List>
        ) : visible ? (
          <Suspense fallback={<SpinLoading />}>
            <BarcodeScanner onResult={(text) => void scanned(text)} />
          </Suspense>
        ) : null}
        <Button block onClick={close} style={{ marginTop: 12 }}>
          {t('action.close')}
        </Button>
      </div>
    </CenterPopup>
  );
}
