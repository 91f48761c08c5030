// Start-up, in the order of the specification: runtime configuration, i18n from the URL, the
// session (restore, guest login when allowed, the staff center choice), then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootstrapSession } from '@/features/auth';
import { startLineSession } from '@/features/line';
import type { LiffFailure, LiffInitResult } from '@/lib/liff';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { getRuntimeConfig, loadRuntimeConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
import { getBasePath, setNavigator } from '@/lib/navigation';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { SOCIAL_LINK_KEYS } from '@/config/features';
import { ALL_WEB_CONFIG_KEYS } from '@eorder/shared';
import 'antd-mobile/es/global';
import '@/app/styles.css';

// antd-mobile's React 19 render shim, loaded beside the first page rather than inside it.
void ensureAntdRender().catch((error: unknown) => console.error('antd-mobile render shim failed to load.', error));

// A lazy chunk replaced by a newer deploy: reload (at most once a minute) instead of failing.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

function sessionStartUp(): Promise<void> {
  // The specification only logs start-up failures: the app still opens (as a guest, or signed out).
  return bootstrapSession().catch((error: unknown) => console.error('Session start-up failed.', error));
}

async function showLiffFailure(container: HTMLElement, failure: { reason: LiffFailure; message?: string }) {
  const { renderLiffFailure } = await import('@/lib/liff/failure-screen');
  renderLiffFailure(container, failure);
}

async function start(): Promise<void> {
  await loadRuntimeConfig();
  // LIFF rewrites the URL from liff.state, so it starts before anything reads the URL (the language,
  // the router). Outside LINE, or with no LIFF id for the area, this answers 'off' at once.
  // The adapter itself loads only where a LIFF app is configured: a plain web deployment pays nothing.
  const liffConfigured = Object.values(getRuntimeConfig().liff).some(Boolean);
  const liff: LiffInitResult = liffConfigured
    ? await (await import('@/lib/liff')).initLiff()
    : { status: 'off' };
  if (liff.status === 'redirecting') return;
  await initI18n();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (liff.status === 'failed') {
    await showLiffFailure(container, liff);
    return;
  }

  // Web configuration (Opt/OptValue): the footer's social links are keys of our own.
  void import('@/lib/api/web-config').then(({ loadWebConfig }) =>
    loadWebConfig([...ALL_WEB_CONFIG_KEYS, ...Object.values(SOCIAL_LINK_KEYS)]),
  );
  const session = sessionStartUp();
  if (liff.status === 'ready') {
    // Inside LINE the LINE sign-in decides who is signed in and where they land: the first page
    // waits for it, so it never shows a guest for a moment or a page the person is sent away from.
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

  const basename = getBasePath().replace(/\/$/, '') || '/';
  const router = createAppRouter(basename);
  setNavigator((path, options) => void router.navigate(path, options));

  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
