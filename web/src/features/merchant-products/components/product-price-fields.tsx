// The five price levels with their tax types, and the three barcodes.
import { Form, Input, Radio } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { LEVELS } from '../lib/product-form';
import { TaxTypeOptions } from './tax-type-options';

export function ProductPriceFields() {
  const { t } = useTranslation('merchantProducts');
  return (
    <>
      <Form.Header>{t('detail.prices')}</Form.Header>
      {LEVELS.map((level) => (
        <div key={level}>
          <Form.Item name={`PRICE${level}`} label={t('field.price', { level })}>
            <Input type="number" inputMode="decimal" aria-label={t('field.price', { level })} />
          </Form.Item>
          <Form.Item name={`PRICE${level}TYPE`} label={t('field.taxType', { level })}>
            <Radio.Group>
              <TaxTypeOptions />
            </Radio.Group>
          </Form.Item>
        </div>
      ))}

      <Form.Header>{t('detail.barcodes')}</Form.Header>
      {[1, 2, 3].map((level) => (
        <Form.Item key={level} name={`BARCODE${level}`} label={t('field.barcode', { level })}>
          <Input aria-label={t('field.barcode', { level })} />
        </Form.Item>
      ))}
    </>
  );
}
