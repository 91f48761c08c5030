import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, stripLangPrefix, type PathName } from '@/config/paths';

// Every route of the table by its Thai pattern; matchRoutes ranks them as the router does.
let named: { path: string; id: PathName }[] | undefined;

const names = new Map<string, PathName | null>();

/** The route that serves `pathname` (with or without the /en prefix), or null (unknown route). */
export function routeNameOf(pathname: string): PathName | null {
  const path = stripLangPrefix(pathname);
  let name = names.get(path);
  if (name === undefined) {
    named ??= (Object.keys(paths) as PathName[]).map((key) => ({ path: paths[key].pattern, id: key }));
    const matches = matchRoutes(named, path);
    name = matches?.[matches.length - 1]?.route.id ?? null;
    // Pathnames with parameters are many; the names of the last few are kept.
    if (names.size >= 50) names.clear();
    names.set(path, name);
  }
  return name;
}

/** The name of the route of the current location, or null (unknown route). */
export function useRouteName(): PathName | null {
  const { pathname } = useLocation();
  return useMemo(() => routeNameOf(pathname), [pathname]);
}

/** The translated title of the current route ('' for an unknown route). */
export function useRouteTitle(): string {
  const { t } = useTranslation('pages');
  const name = useRouteName();
  return name ? t(`title.${name}`) : '';
}
