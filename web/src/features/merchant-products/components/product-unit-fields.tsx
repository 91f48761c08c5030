// The product's units: how many (1 to 3), then each one's code, name and rate (unit 1's rate is 1).
import { Form, Input, Radio, Space } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { UNIT_LEVELS } from '../lib/product-form';

export function ProductUnitFields() {
  const { t } = useTranslation('merchantProducts');
  return (
    <>
      <Form.Header>{t('detail.units')}</Form.Header>
      <Form.Item name="UnitCount" label={t('field.unitCount')}>
        <Radio.Group>
          <Space>
            {UNIT_LEVELS.map((count) => (
              <Radio key={count} value={String(count)} aria-label={t('field.unitCountOption', { count })}>
                {count}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Subscribe to={['UnitCount']}>
        {({ UnitCount }) => (
          <>
            {UNIT_LEVELS.filter((level) => level <= Number(UnitCount ?? 1)).map((level) => (
              <div key={level}>
                <Form.Item name={`UNIT${level}`} label={t('field.unitCode', { level })} required>
                  <Input aria-label={t('field.unitCode', { level })} />
                </Form.Item>
                <Form.Item name={`UNIT${level}NAME_TH`} label={t('field.unitName', { level })} required>
                  <Input aria-label={t('field.unitName', { level })} />
                </Form.Item>
                {level > 1 ? (
                  <Form.Item name={`UNIT${level}RATE`} label={t('field.unitRate', { level })} required>
                    <Input type="number" inputMode="numeric" aria-label={t('field.unitRate', { level })} />
                  </Form.Item>
                ) : (
                  <Form.Item label={t('field.unitRate', { level })}>1</Form.Item>
                )}
              </div>
            ))}
          </>
        )}
      </Form.Subscribe>
    </>
  );
}
