// Start-up, in the order of the specification: runtime configuration, i18n from the URL, the
// session (restore, guest login when allowed — inside LINE the LINE sign-in in its place — the staff
// center choice), then the router.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession, type CustomerSignIn } from '@/features/auth';
import { bindCart, hasGuestCart } from '@/features/cart/summary';
import { beginLiff, startLineSession } from '@/features/line';
import type { LiffFailure } from '@/lib/liff';
import { loadWebConfig } from '@/lib/api/web-config';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { loadRuntimeConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
import { currentRouterPath, getBasePath } from '@/lib/navigation';
import { followLanguageInAntd } from '@/app/provider';
import { AppRouter, preloadPage, preloadPageData } from '@/app/router';
import { SOCIAL_LINK_KEYS } from '@/config/features';
import { getLangFromPath } from '@/config/paths';
import { ALL_WEB_CONFIG_KEYS } from '@eorder/shared';
import 'antd-mobile/es/global';
import '@/app/styles.css';

// A lazy chunk replaced by a newer deploy: reload (at most once a minute) instead of failing.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

function sessionStartUp(customerSignIn?: CustomerSignIn): Promise<void> {
  // The specification only logs start-up failures: the app still opens (as a guest, or signed out).
  return bootstrapSession(customerSignIn).catch((error: unknown) =>
    console.error('Session start-up failed.', error),
  );
}

async function showLiffFailure(container: HTMLElement, failure: { reason: LiffFailure; message?: string }) {
  const { renderLiffFailure } = await import('@/lib/liff/failure-screen');
  renderLiffFailure(container, failure);
}

async function start(): Promise<void> {
  await loadRuntimeConfig();
  // LIFF rewrites the URL from liff.state, so it starts before anything reads the URL (the language,
  // the router). Outside LINE, or with no LIFF id for the area, this answers 'off' at once.
  // While LIFF starts, the first page (the deep link LINE opened) and its texts load, and where LIFF
  // keeps this page, the session start-up runs too (the LINE sign-in below comes after both).
  const liffStartUp = await beginLiff();
  preloadPage(liffStartUp.landing);
  const texts = initI18n(getLangFromPath(liffStartUp.landing));
  // Inside LINE, a person with no shop session is signed in by LINE where the start-up would make a
  // guest: no guest session and cart merge before it. Not where a guest cart is kept in this
  // browser: it moves into the customer's cart only when a guest session is replaced.
  const customerSignIn = hasGuestCart() ? undefined : liffStartUp.customerSignIn;
  bindCart();
  const startSession = () => sessionStartUp(customerSignIn);
  // The session the start-up makes ready is then the one the page shows: its data is asked for then.
  if (customerSignIn) preloadPageData(liffStartUp.landing);
  // (Texts that fail to load stop the start-up below; the session then need not say so too.)
  const sessionBeside = liffStartUp.sessionBeside
    ? texts.then(startSession, () => undefined)
    : undefined;
  const liff = await liffStartUp.liff;
  if (liff.status === 'redirecting') return;
  await texts;
  // Where LIFF opened another page than foreseen, its page and language follow (at once otherwise).
  preloadPage(currentRouterPath());
  await initI18n();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (liff.status === 'failed') {
    await showLiffFailure(container, liff);
    return;
  }

  // Web configuration (Opt/OptValue): the footer's social links are keys of our own.
  void loadWebConfig([...ALL_WEB_CONFIG_KEYS, ...Object.values(SOCIAL_LINK_KEYS)]);
  const session = sessionBeside ?? startSession();
  if (liff.status === 'ready') {
    // Inside LINE the LINE sign-in decides who is signed in and where they land: the first page
    // waits for it, so it never shows a guest for a moment or a page the person is sent away from.
    // (Where the session start-up signed in by LINE already, this answers what that did.)
    await session;
    const line = await startLineSession();
    if (line.status === 'clock') {
      await showLiffFailure(container, { reason: 'clock' });
      return;
    }
  } else {
    // In a plain browser the session loads while the first page paints: the layouts and the guards
    // show skeletons until it is ready. A session that came from LINE keeps its origin flags.
    void session.then(() => startLineSession());
  }

  if (!customerSignIn || currentRouterPath() !== liffStartUp.landing)
    preloadPageData(currentRouterPath());
  const basename = getBasePath().replace(/\/$/, '') || '/';
  followLanguageInAntd();
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (the frame index.html painted stays until it is done).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRouter basename={basename} />
      </StrictMode>,
    );
  });
}

void start();
