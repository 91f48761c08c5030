// The profile pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { AddressPage } from './address-page';
import { ChangePasswordPage } from './change-password-page';
import { EditProfilePage } from './edit-profile-page';
import { PdpaPage } from './pdpa-page';
import { ProfilePage } from './profile-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  profile: ProfilePage,
  profileAddress: AddressPage,
  profileChangePassword: ChangePasswordPage,
  profileEditProfile: EditProfilePage,
  pdpa: PdpaPage,
};
