import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { paths, stripLangPrefix, type PathName } from '@/config/paths';
import { routeNameOf } from './use-route-title';

/** The whole table matched at once, as the name of a path was found before it was grouped. */
function wholeTable(pathname: string): PathName | null {
  const table = (Object.keys(paths) as PathName[]).map((id) => ({ path: paths[id].pattern, id }));
  const matches = matchRoutes(table, stripLangPrefix(pathname));
  return matches?.[matches.length - 1]?.route.id ?? null;
}

/** Every path a pattern serves: each optional segment there and left out, parameters filled. */
function examples(pattern: string): string[] {
  let forms = [''];
  for (const segment of pattern.split('/').slice(1)) {
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    const filled = bare.startsWith(':') ? 'B0012345' : bare;
    forms = forms.flatMap((form) => (optional ? [form, `${form}/${filled}`] : [`${form}/${filled}`]));
  }
  return forms.map((form) => form || '/');
}

describe('routeNameOf', () => {
  const all = (Object.keys(paths) as PathName[]).flatMap((id) => examples(paths[id].pattern).map((path) => ({ id, path })));

  it('names every path of the table as matching the whole table does, in Thai and under /en', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const { path } of all) {
      expect(routeNameOf(path), path).toBe(wholeTable(path));
      expect(routeNameOf(`/en${path === '/' ? '' : path}`), `/en${path}`).toBe(wholeTable(path));
    }
    expect(routeNameOf('/rider')).toBe('rider');
    expect(routeNameOf('/en/rider')).toBe('rider');
    expect(routeNameOf('/')).toBe('home');
  });

  it('matches a first segment in another case or percent-encoded, as the router does', () => {
    for (const path of ['/Rider', '/RIDER/history', '/rid%65r', '/Merchant/order', '/en/Cart']) {
      expect(routeNameOf(path), path).toBe(wholeTable(path));
      expect(routeNameOf(path), path).not.toBeNull();
    }
  });

  it('answers null for paths no route serves, a malformed escape included', () => {
    // The router says on the console that it could not decode the malformed ones.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of ['/nowhere', '/rider/nowhere/at/all', '/%E0%A4', '/%', '//rider']) {
      expect(routeNameOf(path), path).toBe(wholeTable(path));
    }
    expect(routeNameOf('/nowhere')).toBeNull();
    warn.mockRestore();
  });
});
