// The back button of the phone top bar, as the specification rules it.
import { matchPath } from 'react-router-dom';
import { paths, stripLangPrefix } from '@/config/paths';

export type BackTarget = { kind: 'path'; path: string } | { kind: 'step-back' };

function matches(pattern: string, path: string): boolean {
  return matchPath({ path: pattern, end: true }, path.split(/[?#]/)[0] ?? path) !== null;
}

/**
 * Where the back button goes. Paths are relative to the base path, in either language; the
 * answer's path is in Thai form (localize it before navigating). `previousPath` is null when the
 * visit started on the current page.
 */
export function resolveBack(currentPath: string, previousPath: string | null): BackTarget {
  const current = stripLangPrefix(currentPath);
  if (matches(paths.historyDetail.pattern, current) && !matches(paths.historyDeliveryOrder.pattern, current)) {
    return { kind: 'path', path: paths.history.pattern };
  }
  if (previousPath === null) return { kind: 'path', path: paths.home.pattern };
  const previous = stripLangPrefix(previousPath);
  if (matches(paths.lineHook.pattern, previous) || matches(paths.lineAuthen.pattern, previous)) {
    return { kind: 'path', path: paths.home.pattern };
  }
  return { kind: 'step-back' };
}
