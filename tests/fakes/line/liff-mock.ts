// What a Playwright journey puts on the page to run the web in LIFF mock mode (a web build made with
// VITE_LIFF_MOCK=true): `window.__EORDER_LIFF_MOCK__`, read by web/src/lib/liff/mock.ts before
// `liff.init`. Its ID token is a real one from this fake, so the bff verifies it as it would LINE's.
//
//   const { idToken, accessToken } = await linePlatformClient(lineUrl).login({ userId, displayName });
//   await page.addInitScript((data) => { window.__EORDER_LIFF_MOCK__ = data; }, liffMockData({ idToken, accessToken }));
//   await page.goto(`${web}/?liff.state=${encodeURIComponent('/product/P001')}`);
//   // what the mocked LIFF was asked to do: window.__EORDER_LIFF_MOCK_CALLS__ ([{ api, args }])

export interface LiffMockOptions {
  idToken: string;
  accessToken?: string;
  /** In the LINE app (default) or an outside browser. */
  inClient?: boolean;
  /** Friend of the official account linked to the LIFF app. */
  friend?: boolean;
  /** What `shareTargetPicker` answers: sent (default), closed, or nothing (an old LINE). */
  share?: 'sent' | 'closed' | 'old-line';
  /** isApiAvailable answers this for every API (default true). */
  apisAvailable?: boolean;
  language?: string;
}

export function liffMockData(options: LiffMockOptions): Record<string, unknown> {
  const share = options.share ?? 'sent';
  return {
    isInClient: options.inClient ?? true,
    isLoggedIn: true,
    getIDToken: options.idToken,
    getAccessToken: options.accessToken ?? 'mock-access-token',
    getFriendship: { friendFlag: options.friend ?? false },
    isApiAvailable: options.apisAvailable ?? true,
    shareTargetPicker:
      share === 'old-line' ? undefined : { status: share === 'sent' ? 'success' : 'cancel' },
    getLanguage: options.language ?? 'th',
    getOS: 'ios',
  };
}
