// The registration's rules: what the user form needs, when a new center is created (name,
// province, district and sub-district given), when the bank account is sent (name, number and
// bank code all filled), and the body of `POST api/merchant/register`.
import { PASSWORD_MIN_LENGTH, type MerchantRegisterBody } from '@eorder/shared';
import type { RegisterBookbank, RegisterDist, RegisterState, RegisterUser } from '../stores/register-store';

export type UserField = 'username' | 'name' | 'password' | 'confirmPassword' | 'birthDate' | 'email' | 'mobileNo' | 'otpCode' | 'zipCode';
export type Problem = 'required' | 'username' | 'passwordTooShort' | 'passwordMismatch' | 'email' | 'mobile' | 'otp' | 'zip' | 'date';

const filled = (value: string) => value.trim() !== '';

/** Each field's problem, empty when the user form can go on. */
export function userProblems(user: RegisterUser): Partial<Record<UserField, Problem>> {
  const problems: Partial<Record<UserField, Problem>> = {};
  if (!/^[A-Za-z0-9._-]{4,30}$/.test(user.username.trim())) problems.username = filled(user.username) ? 'username' : 'required';
  if (!filled(user.name)) problems.name = 'required';
  if (user.password.length < PASSWORD_MIN_LENGTH) problems.password = user.password ? 'passwordTooShort' : 'required';
  if (user.confirmPassword !== user.password) problems.confirmPassword = 'passwordMismatch';
  if (filled(user.birthDate) && !/^\d{4}-\d{2}-\d{2}$/.test(user.birthDate)) problems.birthDate = 'date';
  if (filled(user.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user.email.trim())) problems.email = 'email';
  if (!/^0\d{9}$/.test(user.mobileNo.trim())) problems.mobileNo = 'mobile';
  if (!filled(user.refCode) || !/^\d{6}$/.test(user.otpCode.trim())) problems.otpCode = 'otp';
  if (filled(user.zipCode) && !/^\d{5}$/.test(user.zipCode.trim())) problems.zipCode = 'zip';
  return problems;
}

/** A new center is created only when its name, province, district and sub-district are given. */
export const newCenterReady = (dist: RegisterDist) =>
  [dist.distName, dist.provinceId, dist.districtId, dist.townId].every(filled);

/** The bank account is sent only when the account name, number and bank code are all filled. */
export const bookbankReady = (bank: RegisterBookbank) =>
  [bank.bankAccountName, bank.bankAccountNo, bank.bankCode].every(filled);

const orNull = (value: string) => (filled(value) ? value.trim() : null);

export function registerBody(state: Pick<RegisterState, 'user' | 'selected' | 'dist' | 'bookbank'>): MerchantRegisterBody {
  const { user, dist, bookbank } = state;
  const creates = newCenterReady(dist);
  const extra = [dist.contactName, dist.taxNo].map((part) => part.trim());
  return {
    RefCode: user.refCode.trim(),
    OtpCode: user.otpCode.trim(),
    SelectedDists: state.selected.map((center) => center.SaleUnit),
    DistributionCenter: creates
      ? {
          DIST_NAME: dist.distName.trim(),
          DIST_SHORTNAME: orNull(dist.distShortName),
          address: orNull(dist.address),
          lat: dist.lat,
          lon: dist.lon,
          province_id: dist.provinceId,
          district_id: dist.districtId,
          town_id: dist.townId,
          zipcode: orNull(dist.zipCode),
          shipment_name: orNull(dist.shipmentName),
          Optional21: extra.some(filled) ? extra.join('|') : null,
        }
      : null,
    Saleman: {
      mobileNo: user.mobileNo.trim(),
      email: orNull(user.email),
      name: user.name.trim(),
      password: user.password,
      referralCode: orNull(user.referralCode),
      username: user.username.trim(),
      birthDate: filled(user.birthDate) ? user.birthDate.replaceAll('-', '') : null,
      address: orNull(user.address),
      province_id: orNull(user.provinceId),
      district_id: orNull(user.districtId),
      town_id: orNull(user.townId),
      zipcode: orNull(user.zipCode),
    },
    BankAccount:
      creates && bookbankReady(bookbank)
        ? {
            bankcode: bookbank.bankCode,
            bankname: orNull(bookbank.bankName),
            accountid: bookbank.bankAccountNo.trim(),
            bank_ac_name: bookbank.bankAccountName.trim(),
          }
        : null,
  };
}
