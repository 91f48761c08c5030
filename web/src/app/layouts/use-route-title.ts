import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { matchRoutes, useLocation } from 'react-router-dom';
import { paths, stripLangPrefix, type PathName } from '@/config/paths';

interface Named {
  path: string;
  id: PathName;
}

/** A path's first segment as matchRoutes compares it (decoded, any case). */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Every route of the table by its Thai pattern, grouped by a fixed first segment; `any` holds those
 * whose first segment is a parameter or a splat. A route whose fixed first segment differs from a
 * path's cannot match it, so matchRoutes (which ranks as the router does, and tries a pattern by
 * compiling it) is given only the routes that can: a handful instead of the whole table, which
 * cost a cheap phone tens of milliseconds on the first page.
 */
let table: { byFirst: Map<string, Named[]>; any: Named[] } | undefined;

function candidates(path: string): Named[] {
  if (!table) {
    const byFirst = new Map<string, Named[]>();
    const any: Named[] = [];
    for (const id of Object.keys(paths) as PathName[]) {
      const named = { path: paths[id].pattern, id };
      const first = firstSegment(named.path);
      if (/^[:*]/.test(first)) any.push(named);
      else byFirst.set(first, [...(byFirst.get(first) ?? []), named]);
    }
    table = { byFirst, any };
  }
  return [...(table.byFirst.get(firstSegment(path)) ?? []), ...table.any];
}

const names = new Map<string, PathName | null>();

/** The route that serves `pathname` (with or without the /en prefix), or null (unknown route). */
export function routeNameOf(pathname: string): PathName | null {
  const path = stripLangPrefix(pathname);
  let name = names.get(path);
  if (name === undefined) {
    const matches = matchRoutes(candidates(path), path);
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
