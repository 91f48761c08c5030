// What the client mounts (`api/customer/`, `api/merchant/`, `api/rider/`) may reach of the
// ordering API, read from the contract: the GETs it flags as changing state are named for the
// CSRF guard. Kept apart from the proxy, so it holds for whatever forwards the mounts
// (docs/decisions/032).
import { CALL_PATHS, CALL_ROUTES, type CallPathName, type CallRoute } from '@eorder/shared';
import FindMyWay from 'find-my-way';
import { mountsUnder } from '../modules/proxy/mounts.js';

interface PathRule {
  /** A GET (or its HEAD) that changes state. */
  changesState: boolean;
}

export interface MountRules {
  /** The rule of a request URL under a mount, or undefined for any other URL or ordinary call. */
  ruleOf(url: string): PathRule | undefined;
}

const noop = () => undefined;

export function createMountRules(basePath: string): MountRules {
  // The router the ordering API routes with, set as it is there: case, doubled and trailing
  // slashes and percent-escapes reach the same call, so they must meet the same rule here.
  const router = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    ignoreDuplicateSlashes: true,
  });
  const add = (path: string, rule: PathRule) => router.on('GET', path, noop, rule);

  for (const [name, route] of Object.entries(CALL_ROUTES) as [CallPathName, CallRoute][]) {
    if (route.changesState !== true) continue;
    for (const path of [CALL_PATHS[name], ...(route.aliases ?? [])]) {
      add(path, { changesState: true });
    }
  }

  const prefixes = mountsUnder(basePath).map((mount) => mount.prefix);
  return {
    ruleOf(url) {
      const prefix = prefixes.find((candidate) => url.startsWith(candidate));
      if (prefix === undefined) return undefined;
      // Looked up as GET: a HEAD runs the GET's handler.
      const found = router.find('GET', `/${url.slice(prefix.length)}`);
      return (found?.store as PathRule | undefined) ?? undefined;
    },
  };
}
