import { Radio, Space } from 'antd-mobile';
import { PRICE_TYPES } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';

const TAX_TYPES = [PRICE_TYPES.INCLUDED, PRICE_TYPES.EXCLUDED, PRICE_TYPES.NONE] as const;

/** The choices of how a price counts VAT, inside the caller's radio group. */
export function TaxTypeOptions() {
  const { t } = useTranslation('merchantProducts');
  return (
    <Space wrap>
      {TAX_TYPES.map((type) => (
        <Radio key={type} value={type}>
          {t(`tax.${type}`)}
        </Radio>
      ))}
    </Space>
  );
}
