// Common set-up of the auth tests: a fresh store, no cookies, default flags, no flows.
import { afterEach, beforeEach } from 'vitest';
import type { FlagsInput } from '@eorder/shared';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { closeAllDialogs } from '@/lib/ui-store';
import { clearOtpFlows } from '@/features/auth/stores/otp-flow-store';
import { signedIn, signedOut } from '@/lib/session';
import { resetSessionStore } from '@/lib/session';
import { resetFakeApi } from './fake-api';

export function configure(flags: FlagsInput = {}): void {
  setRuntimeConfig({ companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/', flags });
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function setupAuthTests(): void {
  beforeEach(() => {
    resetFakeApi();
    resetSessionStore();
    clearCookies();
    clearOtpFlows();
    closeAllDialogs();
    configure();
    setWebConfig([]);
  });
  afterEach(() => {
    signedIn.clear();
    signedOut.clear();
  });
}
