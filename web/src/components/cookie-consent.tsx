import { COOKIES_CONSENT_ACCEPTED } from '@eorder/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import { readCookie } from '@/lib/cookies';
import { usePageSettled } from '@/lib/idle';

const CookieConsentDialog = lazy(() => import('./cookie-consent-dialog'));

/** True when the consent dialog should open: consent is enabled and not yet given. */
export function needsCookieConsent(): boolean {
  return (
    getRuntimeConfig().flags.pdpa.enableCookiesConsent && readCookie('cookies_consent') !== COOKIES_CONSENT_ACCEPTED
  );
}

/**
 * Opens on the first visit unless the consent cookie says Y (button Agree, link to the cookies
 * policy). `policy` is the policy's text shown inside the dialog (`api/contents/cookies-policy`),
 * given by the app so this component needs no feature. The dialog's code (with antd-mobile's
 * animation library) loads only when it has to open, and only once the first page has loaded and
 * the browser is idle: the page underneath comes first.
 */
export function CookieConsent({ policy }: { policy?: ReactNode }) {
  const [open, setOpen] = useState(needsCookieConsent);
  const settled = usePageSettled(open);
  if (!open || !settled) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentDialog open={open} onClose={() => setOpen(false)} policy={policy} />
    </Suspense>
  );
}
