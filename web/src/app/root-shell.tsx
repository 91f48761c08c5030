import { lazy, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieConsent } from '@/components/cookie-consent';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageSkeleton } from '@/components/skeletons';
import { useLang } from '@/config/paths';
import { setLanguage } from '@/lib/i18n';
import { useRouteHistoryRecorder } from './route-history';
import { useScrollRestoration } from './scroll-restoration';

// The cookie policy's text inside the consent dialog: loaded only when the dialog opens.
const CookiePolicyText = lazy(() => import('@/features/content/components/cookie-policy'));

/** Keeps the translations, the `locale` cookie and `<html lang>` in step with the URL's language. */
function useLanguageFromUrl(): void {
  const lang = useLang();
  // Layout effect: the new language is applied before the browser paints the new page.
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    void setLanguage(lang);
  }, [lang]);
}

/** The root of every route: language, visit history, and the app-wide overlays and dialogs. */
export function RootShell() {
  useLanguageFromUrl();
  useRouteHistoryRecorder();
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <CookieConsent policy={<CookiePolicyText />} />
      <LoadingOverlay />
    </>
  );
}

/** What shows while the first lazy page loads: the frame of a page, never a blank screen. */
export function AppShellFallback() {
  return (
    <div className="eo-app">
      <div className="eo-fallback-bar" aria-hidden="true" />
      <main id="main" className="eo-main">
        <div className="eo-container">
          <PageSkeleton />
        </div>
      </main>
    </div>
  );
}
