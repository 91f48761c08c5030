// The product's attributes (code and name each), its material type ('Unspecified' first) and its
// description.
import { Form, Input, Radio, Space, TextArea } from 'antd-mobile';
import { useTranslation } from '@/lib/i18n';
import { useMaterialTypes } from '../api/products';

const ATTRIBUTES = ['P_Group', 'P_Brand', 'P_Flavour', 'P_Var', 'P_Size'] as const;

export function ProductAttributeFields() {
  const { t } = useTranslation('merchantProducts');
  const { data: materialTypes } = useMaterialTypes();
  return (
    <>
      <Form.Header>{t('detail.attributes')}</Form.Header>
      {ATTRIBUTES.map((field) => (
        <div key={field}>
          <Form.Item name={`${field}Code`} label={t(`field.${field}Code`)}>
            <Input aria-label={t(`field.${field}Code`)} />
          </Form.Item>
          <Form.Item name={field} label={t(`field.${field}`)}>
            <Input aria-label={t(`field.${field}`)} />
          </Form.Item>
        </div>
      ))}
      <Form.Item name="matype" label={t('field.matype')}>
        <Radio.Group>
          <Space wrap>
            <Radio value="">{t('field.unspecified')}</Radio>
            {(materialTypes ?? []).map((type) => (
              <Radio key={type.Code} value={type.Code}>
                {type.Description ?? type.Code}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="P_Description" label={t('field.description')}>
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} aria-label={t('field.description')} />
      </Form.Item>
    </>
  );
}
