import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { PathName } from '@/config/paths';

/** What each route declares in its `handle`. */
export interface RouteHandle {
  name: PathName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The name of the deepest matched route, or null (unknown route). */
export function useRouteName(): PathName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}

/** The translated title of the current route ('' for an unknown route). */
export function useRouteTitle(): string {
  const { t } = useTranslation('pages');
  const name = useRouteName();
  return name ? t(`title.${name}`) : '';
}
