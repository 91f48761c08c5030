// /merchant/product/{code}: a product of the selected center, 'new' creating one (decision 047).
// State and saving in useProductForm, sections in the feature's components.
import { Button, Form, Input, List } from 'antd-mobile';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { useMerchantProduct } from '../api/products';
import { ProductAttributeFields } from '../components/product-attribute-fields';
import { ProductPictures } from '../components/product-pictures';
import { ProductPriceFields } from '../components/product-price-fields';
import { ProductUnitFields } from '../components/product-unit-fields';
import { useProductForm } from '../hooks/use-product-form';
import '../i18n';

export function ProductDetailPage() {
  const { code = 'new' } = useParams();
  const isNew = code === 'new';
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const session = useSession();
  const saleUnit = session.staff?.selectedDist ?? null;
  const { data: product, isLoading } = useMerchantProduct(saleUnit, isNew ? null : code);

  if (!saleUnit) return <p>{t('noCenter')}</p>;
  if (!isNew && isLoading) return <p>{t('loading')}</p>;
  if (!isNew && !product) {
    return (
      <section className="eo-page" data-testid="merchant-product-not-found">
        <PageTitle title={tp('title.merchantProductDetail')} />
        <p role="alert" style={{ padding: 16 }}>
          {t('detail.notFound', { code })}
        </p>
      </section>
    );
  }
  return <ProductForm key={code} product={product ?? null} saleUnit={saleUnit} />;
}

const NAME_FIELDS = [
  ['PRODUCTNAME_TH', 'nameTh'],
  ['PRODUCTNAME_EN', 'nameEn'],
  ['PRODUCTSHORTNAME_TH', 'shortNameTh'],
  ['PRODUCTSHORTNAME_EN', 'shortNameEn'],
] as const;

function ProductForm({ product, saleUnit }: { product: Product | null; saleUnit: string }) {
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const { form, isNew, pictures, removePicture, addPictures, uploading, saving, submit } = useProductForm(product, saleUnit);
  const code = product?.P_Code ?? '';

  return (
    <section className="eo-page" data-testid="merchant-product-detail">
      <PageTitle title={isNew ? t('detail.newTitle') : tp('title.merchantProductDetail')} />
      <Form
        form={form}
        layout="horizontal"
        footer={
          <Button block color="primary" loading={saving} onClick={() => void submit()}>
            {t('action.save')}
          </Button>
        }
      >
        <Form.Header>{t('detail.general')}</Form.Header>
        <Form.Item name="P_Code" label={t('field.code')} required disabled={!isNew}>
          <Input aria-label={t('field.code')} />
        </Form.Item>
        {NAME_FIELDS.map(([name, label]) => (
          <Form.Item key={name} name={name} label={t(`field.${label}`)} required={name === 'PRODUCTNAME_TH'}>
            <Input aria-label={t(`field.${label}`)} />
          </Form.Item>
        ))}
        <ProductUnitFields />
        <ProductPriceFields />
        <ProductAttributeFields />
        <ProductPictures pictures={pictures} uploading={uploading} onAdd={addPictures} onRemove={removePicture} />
      </Form>
      {!isNew ? (
        <List header={t('detail.more')}>
          <List.Item>
            <Link to={localePath(paths.merchantProductCategory.href({ code }))}>
              {tp('title.merchantProductCategory')}
            </Link>
          </List.Item>
          <List.Item>
            <Link to={localePath(paths.merchantProductAdvancePrice.href({ code }))}>
              {tp('title.merchantProductAdvancePrice')}
            </Link>
          </List.Item>
        </List>
      ) : null}
    </section>
  );
}
