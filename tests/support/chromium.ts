// The browser the journeys and the bench's page measurements run: Debian's Chromium, headless.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone in LINE, as the bench's page measurements open it (the journeys' phone size). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'th-TH',
};

declare global {
  interface Window {
    __eorderPaintedAt?: Record<string, number>;
  }
}

/**
 * In the page (an init script): when the first element matching `selector` has been painted, two
 * frames after it is in the document, as `window.__eorderPaintedAt[selector]` (performance.now()).
 */
export function paintProbe(selector: string): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__eorderPaintedAt = { ...window.__eorderPaintedAt, [selector]: performance.now() };
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}
