// The photo being taken of a customer's shop: the chosen group (the first by default), the photo
// and its preview, and saving it, which opens the photos of its group and month.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bangkokDateKey } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { uploadCustomerPhoto } from '../api/customers';

interface Options {
  code: string;
  saleUnit: string;
  /** The customer type's photo groups, once known. */
  groups: { Code: string }[] | undefined;
}

export function usePhotoCapture({ code, saleUnit, groups }: Options) {
  const { t } = useTranslation('merchantCustomers');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(null);
  const group = picked ?? groups?.[0]?.Code ?? null;
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const retake = () => {
    setPhoto(null);
    setPreview(null);
  };

  const save = async () => {
    if (!photo || !group) return;
    setSaving(true);
    const result = await uploadCustomerPhoto(photo, { code, saleUnit, group });
    setSaving(false);
    if (!result.ok) return;
    showToast(t('capture.saved'), { kind: 'success' });
    const month = bangkokDateKey(new Date(result.data.CreateDate)).slice(0, 6);
    void navigate(
      localePath(paths.merchantCustomerPhoto.href({ code, saleunit: saleUnit }, { group, month })),
      { replace: true },
    );
  };

  return { group, pick: setPicked, setPhoto, preview, saving, save, retake };
}
