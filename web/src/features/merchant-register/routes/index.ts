// The self-registration pages, for the router (one lazy chunk; the map is a chunk of its own).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { AddressPage } from './address-page';
import { BookbankPage } from './bookbank-page';
import { DistPage } from './dist-page';
import { ImagePage } from './image-page';
import { LocationPage } from './location-page';
import { RegisterPage } from './register-page';
import { SelectPage } from './select-page';
import { SuccessPage } from './success-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantRegister: RegisterPage,
  merchantRegisterDist: DistPage,
  merchantRegisterDistSelect: SelectPage,
  merchantRegisterDistAddress: AddressPage,
  merchantRegisterDistLocation: LocationPage,
  merchantRegisterDistBookbank: BookbankPage,
  merchantRegisterDistImage: ImagePage,
  merchantRegisterDistSuccess: SuccessPage,
};
