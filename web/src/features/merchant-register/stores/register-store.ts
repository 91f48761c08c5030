// The self-registration's data across its pages: loaded once (the initialised flag of the
// specification), kept while the person moves between the steps, reset after success or on demand.
import { proxy, ref } from 'valtio';
import type { DistributionCenter } from '@eorder/shared';

export interface AreaValue {
  provinceId: string;
  districtId: string;
  townId: string;
  zipCode: string;
}

export const emptyArea = (): AreaValue => ({ provinceId: '', districtId: '', townId: '', zipCode: '' });

export interface RegisterUser extends AreaValue {
  referralCode: string;
  username: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** YYYY-MM-DD as the date input gives it. */
  birthDate: string;
  email: string;
  mobileNo: string;
  refCode: string;
  otpCode: string;
  address: string;
}

export interface RegisterDist extends AreaValue {
  distName: string;
  distShortName: string;
  address: string;
  lat: number | null;
  lon: number | null;
  shipmentName: string;
  contactName: string;
  taxNo: string;
}

export interface RegisterBookbank {
  bankCode: string;
  bankName: string;
  bankAccountNo: string;
  bankAccountName: string;
}

export type ImageField = 'taxImage' | 'shopImage' | 'logoImage';

export interface RegisterState {
  initialised: boolean;
  user: RegisterUser;
  /** Existing centers asked to join, with what the list showed of them. */
  selected: Pick<DistributionCenter, 'SaleUnit' | 'DIST_NAME'>[];
  dist: RegisterDist;
  bookbank: RegisterBookbank;
  images: Partial<Record<ImageField, File>>;
  /** What the registration created, for the success page. */
  done: { saleUnit: string | null; distName: string | null; imagesFailed: boolean } | null;
}

const initial = (): RegisterState => ({
  initialised: false,
  user: {
    referralCode: '',
    username: '',
    name: '',
    password: '',
    confirmPassword: '',
    birthDate: '',
    email: '',
    mobileNo: '',
    refCode: '',
    otpCode: '',
    address: '',
    ...emptyArea(),
  },
  selected: [],
  dist: { distName: '', distShortName: '', address: '', lat: null, lon: null, shipmentName: '', contactName: '', taxNo: '', ...emptyArea() },
  bookbank: { bankCode: '', bankName: '', bankAccountNo: '', bankAccountName: '' },
  images: {},
  done: null,
});

export const registerStore = proxy<RegisterState>(initial());

/** Fills the referral code from the link once; later visits keep what was typed. */
export function initRegister(saleCode: string | null): void {
  if (registerStore.initialised) return;
  registerStore.initialised = true;
  if (saleCode) registerStore.user.referralCode = saleCode;
}

export function resetRegister(): void {
  Object.assign(registerStore, initial());
}

export const setUser = (patch: Partial<RegisterUser>) => Object.assign(registerStore.user, patch);
export const setDist = (patch: Partial<RegisterDist>) => Object.assign(registerStore.dist, patch);
export const setBookbank = (patch: Partial<RegisterBookbank>) => Object.assign(registerStore.bookbank, patch);

export function toggleSelected(center: Pick<DistributionCenter, 'SaleUnit' | 'DIST_NAME'>): void {
  const at = registerStore.selected.findIndex((item) => item.SaleUnit === center.SaleUnit);
  if (at >= 0) registerStore.selected.splice(at, 1);
  else registerStore.selected.push({ SaleUnit: center.SaleUnit, DIST_NAME: center.DIST_NAME });
}

export function setImage(field: ImageField, file: File | null): void {
  // A File is kept as it is (ref): a proxy of it could not be uploaded nor previewed.
  if (file) registerStore.images[field] = ref(file);
  else delete registerStore.images[field];
}

export function finishRegister(done: NonNullable<RegisterState['done']>): void {
  const kept = done;
  Object.assign(registerStore, initial());
  registerStore.initialised = true;
  registerStore.done = kept;
}
