// `POST api/merchant/dist/uploadimage` (multipart, the staff bearer from the cookie): the ID card,
// shop and logo images of the new center.
import { CALL_PATHS, MerchantUploadImageAnswerSchema } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import type { ImageField } from '../stores/register-store';

export function uploadCenterImages(saleUnit: string, images: Partial<Record<ImageField, File>>) {
  const form = new FormData();
  form.append('saleUnit', saleUnit);
  for (const [field, file] of Object.entries(images)) form.append(field, file, file.name);
  return merchantApi.post(CALL_PATHS.merchantUploadImage, form, { schema: MerchantUploadImageAnswerSchema, quiet: true });
}
