// Where the window scrolls on a navigation, as browsers do for documents: a new page starts at the
// top (or at its #hash), going back or forward returns to where that page was left, also after a
// reload of the tab. Positions are kept per history entry in session storage.
import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

export const SCROLL_POSITIONS_KEY = 'eorder:scroll-positions';
/** Enough entries for any back-and-forth; the oldest are dropped beyond it. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | undefined;
/** The history entry on screen. */
let shownKey: string | undefined;

function read(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      for (const [key, value] of Object.entries(saved)) if (typeof value === 'number') positions.set(key, value);
    }
  } catch {
    // Unreadable or disabled storage: positions live for this page load only.
  }
  return positions;
}

function persist(): void {
  const all = read();
  while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value as string);
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(all)));
  } catch {
    // Storage full or disabled: nothing more to do.
  }
}

/** Mounted once under the router. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The position is followed while a page is shown, under the history entry shown at the moment
  // (set at commit, before any scroll event of the next page): by the time a navigation renders the
  // next page, the document may already be shorter and the browser may have moved the scroll.
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      frame = 0;
      if (shownKey === undefined) return;
      const all = read();
      all.delete(shownKey);
      all.set(shownKey, window.scrollY);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(follow);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before the browser paints the new page.
  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = type === NavigationType.Pop ? read().get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
}
