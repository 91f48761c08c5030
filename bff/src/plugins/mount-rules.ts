// What the client mounts may reach of the ordering API, read from the contract; a hook of the whole
// app so it holds whatever forwards the mounts (decision 032).
import {
  CALL_PATHS,
  CALL_ROUTES,
  OPENAPI_DOCS_PATH,
  type CallPathName,
  type CallRoute,
} from '@eorder/shared';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { mountsUnder } from '../modules/proxy/mounts.js';
import { sendError } from './errors.js';

interface PathRule {
  /** No client mount forwards it. */
  blocked: boolean;
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

  add(OPENAPI_DOCS_PATH, { blocked: true, changesState: false });
  add(`${OPENAPI_DOCS_PATH}/*`, { blocked: true, changesState: false });
  for (const [name, route] of Object.entries(CALL_ROUTES) as [CallPathName, CallRoute][]) {
    const blocked = route.mounts.length === 0;
    const changesState = route.changesState === true;
    if (!blocked && !changesState) continue;
    for (const path of [CALL_PATHS[name], ...(route.aliases ?? [])]) {
      add(path, { blocked, changesState });
    }
  }

  const prefixes = mountsUnder(basePath).map((mount) => mount.prefix);
  return {
    ruleOf(url) {
      const prefix = prefixes.find((candidate) => url.startsWith(candidate));
      if (prefix === undefined) return undefined;
      // Every method is looked up as GET: a blocked path is blocked for all, and a HEAD runs the GET.
      const found = router.find('GET', `/${url.slice(prefix.length)}`);
      return (found?.store as PathRule | undefined) ?? undefined;
    },
  };
}

/** Answers 404 for what no client mount may reach, before anything forwards it. */
export function registerMountRules(app: FastifyInstance, rules: MountRules): void {
  // A callback rather than an async function: every request runs it, and it waits for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (rules.ruleOf(request.url)?.blocked !== true) {
      done();
      return;
    }
    request.log.info('a client mount asked for an ordering API path it does not reach');
    sendError(request, reply, 'NOT_FOUND');
  });
}
