// The `window.__EORDER_LIFF_MOCK__` data a journey puts on the page to run a LIFF mock build
// (VITE_LIFF_MOCK=true), with a real ID token of this fake so the bff verifies it as LINE's.

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
