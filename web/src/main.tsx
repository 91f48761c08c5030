// Start-up, in the order of the specification: runtime configuration, i18n from the URL, the
// session (restore, guest login when allowed, the staff center choice), then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootstrapSession } from '@/features/auth';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { loadRuntimeConfig } from '@/lib/config';
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

/**
 * The LINE mini-app start-up slot. The LINE issue puts `liff.init` here: it must run before the
 * router reads the URL, because LIFF rewrites it from `liff.state`. A plain browser needs nothing.
 */
async function initMessagingApp(): Promise<void> {
  // Intentionally empty until the LINE issue.
}

async function start(): Promise<void> {
  await loadRuntimeConfig();
  await initI18n();
  await initMessagingApp();

  // The session and the web configuration load while the first page paints: the layouts and the
  // guards show skeletons until the session is ready, so nothing is decided on a half-known user.
  // The specification only logs start-up failures: the app still opens (as a guest, or signed out).
  void bootstrapSession().catch((error: unknown) => console.error('Session start-up failed.', error));
  // Web configuration (Opt/OptValue): the footer's social links are keys of our own.
  void import('@/lib/api/web-config').then(({ loadWebConfig }) =>
    loadWebConfig([...ALL_WEB_CONFIG_KEYS, ...Object.values(SOCIAL_LINK_KEYS)]),
  );

  const basename = getBasePath().replace(/\/$/, '') || '/';
  const router = createAppRouter(basename);
  setNavigator((path, options) => void router.navigate(path, options));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
