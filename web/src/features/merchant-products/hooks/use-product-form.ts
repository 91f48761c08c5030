// The merchant product form's state and actions: the antd form filled from the product, the
// pictures (shrunk and uploaded under the product's code), and saving after the shared checks.
import { Form, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_FORM_MESSAGES, validateProductForm, type Product, type ProductFormState } from '@eorder/shared';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { resizeImage } from '@/lib/resize-image';
import { saveProduct, uploadProductImage } from '../api/products';
import { formValues, MAX_PICTURES, saveBody, type ProductFormValues } from '../lib/product-form';

export function useProductForm(product: Product | null, saleUnit: string) {
  const { t } = useTranslation('merchantProducts');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [pictures, setPictures] = useState<string[]>(product?.Images ?? []);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const isNew = product === null;

  useEffect(() => {
    form.setFieldsValue(formValues(product));
  }, [form, product]);

  async function addPictures(files: FileList | File[] | null) {
    const code = String(form.getFieldValue('P_Code') ?? '').trim();
    if (!files || files.length === 0) return;
    // Pictures are stored under the product's code, so the code comes first.
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

  const removePicture = (url: string) => setPictures((current) => current.filter((item) => item !== url));

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

  return { form, isNew, pictures, removePicture, addPictures, uploading, saving, submit };
}
