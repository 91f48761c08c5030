// The customer's own account: password, details, picture and privacy consent.
import useSWR from 'swr';
import {
  CALL_PATHS,
  ChangePasswordAnswerSchema,
  PdpaStatusAnswerSchema,
  ProfilePictureAnswerSchema,
  ProfilePictureUploadAnswerSchema,
  ProfileUpdateAnswerSchema,
  SavePdpaAnswerSchema,
  type ProfileUpdateBody,
} from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** `POST authen/customer/changePassword`. */
export function changePassword(oldPassword: string, newPassword: string) {
  return customerApi.post(CALL_PATHS.changePassword, { OldPassword: oldPassword, NewPassword: newPassword }, { schema: ChangePasswordAnswerSchema, quiet: true });
}

/** `POST api/Customers/profile/update`: answers the customer as it is now. */
export function updateProfile(body: ProfileUpdateBody) {
  return customerApi.post(CALL_PATHS.profileUpdate, body, { schema: ProfileUpdateAnswerSchema });
}

/** `GET api/Customers/profile/picture`: the picture's URL, or null. */
export function useProfilePicture(owner: string | null) {
  return useSWR(owner ? ['profile', 'picture', owner] : null, async () => {
    const result = await customerApi.get(CALL_PATHS.profilePicture, { schema: ProfilePictureAnswerSchema, quiet: true });
    return result.ok ? result.data.Data : null;
  }, { ...swrDefaults });
}

/** `POST api/Customers/profile/picture` (multipart, one image in `file`): answers the new URL. */
export function uploadProfilePicture(file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  return customerApi.post(CALL_PATHS.profilePictureUpload, body, { schema: ProfilePictureUploadAnswerSchema, quiet: true });
}

/** `GET api/pdpa/status`: the consent given (null until then) and the policy's current version. */
export function usePdpaStatus(owner: string | null) {
  return useSWR(owner ? ['profile', 'pdpa', owner] : null, async () => {
    const result = await customerApi.get(CALL_PATHS.pdpaStatus, { schema: PdpaStatusAnswerSchema, quiet: true });
    return result.ok ? result.data : null;
  }, { ...swrDefaults });
}

/** `POST MASTER_DATA_MANAGEMENT/SaveVersionPDPA`: Type true accepts, false declines. */
export function savePdpa(input: { customerCode: string; saleUnit: string; accepted: boolean; version: string | null }) {
  return customerApi.post(
    CALL_PATHS.savePdpa,
    { Customer_Id: input.customerCode, SaleUnit: input.saleUnit, Type: input.accepted, Version: input.version },
    { schema: SavePdpaAnswerSchema, quiet: true },
  );
}
