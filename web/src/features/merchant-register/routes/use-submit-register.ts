// Sends the registration, signs the new member in, then uploads the new center's images. A refusal
// is the server's Message (or the raw body) in an error toast; a failed upload is 'Upload image
// failed' and the registration stands.
import { useState } from 'react';
import { completeStaffSignIn } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import { showApiErrorToast, showToast } from '@/lib/toast';
import { registerMerchant } from '../api/register-merchant';
import { uploadCenterImages } from '../api/upload-center-images';
import { registerBody } from '../lib/register-rules';
import { finishRegister, registerStore } from '../stores/register-store';
import { useRegisterNav } from './use-register-nav';

export function useSubmitRegister() {
  const { t } = useTranslation('merchantRegister');
  const { go } = useRegisterNav();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await registerMerchant(registerBody(registerStore));
      if (!result.ok) {
        showApiErrorToast(result.error.code ? result.error.message : typeof result.data === 'string' ? result.data : result.error.message);
        return;
      }
      const center = result.data.NewDistributionCenter;
      await completeStaffSignIn(result.data.User, center ? [center] : []);
      let imagesFailed = false;
      const images = { ...registerStore.images };
      if (center && Object.keys(images).length > 0) {
        const uploaded = await uploadCenterImages(center.SaleUnit, images);
        if (!uploaded.ok) {
          imagesFailed = true;
          showToast(t('uploadFailed'), { kind: 'fail' });
        }
      }
      finishRegister({ saleUnit: center?.SaleUnit ?? null, distName: center?.DIST_NAME ?? null, imagesFailed });
      go('merchantRegisterDistSuccess', true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
