// /merchant/product/{code}: a product of the selected center; 'new' creates one. Code and name are
// required; 1 to 3 units with names and rates (unit 1's rate is 1); five price levels with their
// tax types; barcodes; attributes; description; material type ('Unspecified' first); up to five
// pictures, shrunk here before upload; links to its category and advance prices.
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Image, Input, List, Radio, Space, TextArea, Toast } from 'antd-mobile';
import { TaxTypeOptions } from '../components/tax-type-options';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  PRODUCT_FORM_MESSAGES,
  validateProductForm,
  type Product,
  type ProductFormState,
} from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import {
  saveProduct,
  uploadProductImage,
  useMaterialTypes,
  useMerchantProduct,
} from '../api/products';
import {
  formValues,
  LEVELS,
  MAX_PICTURES,
  saveBody,
  UNIT_LEVELS,
  type ProductFormValues,
} from '../lib/product-form';
import { resizeImage } from '@/lib/resize-image';
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

function ProductForm({ product, saleUnit }: { product: Product | null; saleUnit: string }) {
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [pictures, setPictures] = useState<string[]>(product?.Images ?? []);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { data: materialTypes } = useMaterialTypes();
  const isNew = product === null;

  useEffect(() => {
    form.setFieldsValue(formValues(product));
  }, [form, product]);

  async function addPictures(files: FileList | null) {
    const code = String(form.getFieldValue('P_Code') ?? '').trim();
    if (!files || files.length === 0) return;
    if (code === '') {
      Toast.show({ content: PRODUCT_FORM_MESSAGES.CODE_REQUIRED[lang] });
      return;
    }
    setUploading(true);
    const added: string[] = [];
    for (const file of Array.from(files).slice(0, MAX_PICTURES - pictures.length)) {
      const url = await uploadProductImage(await resizeImage(file), saleUnit, code);
      if (url) added.push(url);
      else Toast.show({ icon: 'fail', content: t('detail.uploadFailed') });
    }
    setUploading(false);
    setPictures((current) => [...current, ...added].slice(0, MAX_PICTURES));
  }

  async function submit() {
    const values = form.getFieldsValue(true) as ProductFormValues;
    const body = saveBody(values, {
      isNew,
      saleUnit,
      pictures,
      product,
      disabled: product?.Disable === true,
    });
    const problems = validateProductForm(body as ProductFormState);
    const first = problems[0];
    if (first) {
      Toast.show({ icon: 'fail', content: PRODUCT_FORM_MESSAGES[first.message][lang] });
      return;
    }
    setSaving(true);
    const saved = await saveProduct(body);
    setSaving(false);
    if (!saved) return;
    Toast.show({ icon: 'success', content: t('detail.saved') });
    if (isNew)
      void navigate(localePath(paths.merchantProductDetail.href({ code: saved.P_Code })), {
        replace: true,
      });
  }

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
        <Form.Item name="PRODUCTNAME_TH" label={t('field.nameTh')} required>
          <Input aria-label={t('field.nameTh')} />
        </Form.Item>
        <Form.Item name="PRODUCTNAME_EN" label={t('field.nameEn')}>
          <Input aria-label={t('field.nameEn')} />
        </Form.Item>
        <Form.Item name="PRODUCTSHORTNAME_TH" label={t('field.shortNameTh')}>
          <Input aria-label={t('field.shortNameTh')} />
        </Form.Item>
        <Form.Item name="PRODUCTSHORTNAME_EN" label={t('field.shortNameEn')}>
          <Input aria-label={t('field.shortNameEn')} />
        </Form.Item>

        <Form.Header>{t('detail.units')}</Form.Header>
        <Form.Item name="UnitCount" label={t('field.unitCount')}>
          <Radio.Group>
            <Space>
              {UNIT_LEVELS.map((count) => (
                <Radio
                  key={count}
                  value={String(count)}
                  aria-label={t('field.unitCountOption', { count })}
                >
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
                  <Form.Item
                    name={`UNIT${level}NAME_TH`}
                    label={t('field.unitName', { level })}
                    required
                  >
                    <Input aria-label={t('field.unitName', { level })} />
                  </Form.Item>
                  {level > 1 ? (
                    <Form.Item
                      name={`UNIT${level}RATE`}
                      label={t('field.unitRate', { level })}
                      required
                    >
                      <Input
                        type="number"
                        inputMode="numeric"
                        aria-label={t('field.unitRate', { level })}
                      />
                    </Form.Item>
                  ) : (
                    <Form.Item label={t('field.unitRate', { level })}>1</Form.Item>
                  )}
                </div>
              ))}
            </>
          )}
        </Form.Subscribe>

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

        <Form.Header>{t('detail.attributes')}</Form.Header>
        {(['P_Group', 'P_Brand', 'P_Flavour', 'P_Var', 'P_Size'] as const).map((field) => (
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

        <Form.Header>
          {t('detail.pictures', { count: pictures.length, max: MAX_PICTURES })}
        </Form.Header>
        <Form.Item>
          <Space wrap>
            {pictures.map((url) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image src={url} width={80} height={80} fit="cover" alt="" />
                <Button
                  size="mini"
                  aria-label={t('action.removePicture')}
                  onClick={() => setPictures((current) => current.filter((item) => item !== url))}
                >
                  ×
                </Button>
              </div>
            ))}
            {pictures.length < MAX_PICTURES ? (
              <Button loading={uploading} onClick={() => fileInput.current?.click()}>
                {t('action.addPicture')}
              </Button>
            ) : null}
          </Space>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t('action.addPicture')}
            onChange={(event) => {
              void addPictures(event.target.files);
              event.target.value = '';
            }}
          />
        </Form.Item>
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
