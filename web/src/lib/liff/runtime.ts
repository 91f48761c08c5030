// The LIFF SDK in a chunk of its own, with only the core start-up needs; the rest is installed on
// first use (runtime-extras.ts) to keep LINE's start-up small (decision 027).
import liff from '@line/liff/core';
import GetAccessTokenModule from '@line/liff/get-access-token';
import GetIDTokenModule from '@line/liff/get-id-token';
import IsApiAvailableModule from '@line/liff/is-api-available';
import IsInClientModule from '@line/liff/is-in-client';
import IsLoggedInModule from '@line/liff/is-logged-in';
import LoginModule from '@line/liff/login';

export type Liff = typeof liff;

/** The SDK object (runtime-extras.ts installs its modules on it). */
export const sdk: Liff = liff;

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  // IsInClient first: the mock plugin reads it while it installs.
  liff.use(new IsInClientModule());
  liff.use(new IsLoggedInModule());
  liff.use(new LoginModule());
  liff.use(new GetIDTokenModule());
  liff.use(new GetAccessTokenModule());
  liff.use(new IsApiAvailableModule());
}

/**
 * Installs the modules and runs `liff.init` once; `mock` only exists in builds made with
 * VITE_LIFF_MOCK. `installExtras` (from runtime-extras.ts, passed in by the caller so the two
 * modules do not import each other) must run before the mock replaces the APIs at init, or the
 * extras would later replace the mocked ones with the real ones.
 */
export async function startLiff(liffId: string, installExtras?: () => Promise<unknown>): Promise<Liff> {
  install();
  let mock = false;
  if (import.meta.env.VITE_LIFF_MOCK === 'true') {
    const [{ installLiffMock }] = await Promise.all([import('./mock'), installExtras?.()]);
    mock = installLiffMock(liff);
  }
  // The mock plugin reads `mock: true` from the config; the real SDK ignores what it does not know.
  const config: Parameters<Liff['init']>[0] & { mock?: boolean } = {
    liffId,
    withLoginOnExternalBrowser: false,
  };
  if (mock) config.mock = true;
  await liff.init(config);
  // The mock signs in by itself only where the real SDK says it runs in LINE; a test browser is not,
  // and the mocked friendship and share calls refuse to run before a login.
  if (mock && liff.isLoggedIn()) liff.login();
  return liff;
}
