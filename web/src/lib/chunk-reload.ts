// A deploy replaces the hashed script files; a tab opened before it then fails to load a lazy page.
// The specification reloads the page in that case, once, and not more often than every 60 seconds,
// so a chunk that is really gone cannot put the browser in a reload loop.
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@eorder/shared';

export const CHUNK_RELOAD_KEY = 'eorder:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True when an error says a script (or its CSS) chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Decides whether a chunk failure may reload the page now, and if so records the time. Without
 * session storage it answers false: a reload that cannot be remembered could loop.
 */
export function claimChunkReload(now = Date.now(), storage: Storage | null = session()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS && now >= last) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page for a chunk failure when allowed; answers whether it did. */
export function reloadForChunkError(reload: () => void = () => window.location.reload()): boolean {
  if (!claimChunkReload()) return false;
  reload();
  return true;
}
