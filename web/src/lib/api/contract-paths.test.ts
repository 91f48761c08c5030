// The web calls the ordering API only by the contract's names (CALL_PATHS, buildPath): the
// clients' types refuse any other path, and this test finds a path written out as text, which a
// cast or a cache key could carry past the types.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_PATHS } from '@eorder/shared';

const SOURCE_ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The first two segments of every contract path with two or more, lower case: 'api/cart'. */
const prefixes = [
  ...new Set(
    Object.values(CALL_PATHS)
      .map((callPath) => callPath.slice(1).split('/'))
      .filter((segments) => segments.length > 1)
      .map((segments) => `${segments[0]}/${segments[1]}`.toLowerCase()),
  ),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A string that starts like a contract path: a quote, an optional slash, a prefix, then the end of a segment. */
const literalPath = new RegExp(
  `['"\`]/?(?:${prefixes.map(escape).join('|')})(?=[/'"\`?$])[^'"\`]*`,
  'gi',
);

/** The code without its comments, which may name the calls they describe. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** The bff mounts the clients are made with ('api/merchant/') start like some calls ('api/merchant/bank'). */
const MOUNT_BASES = new Set(['api/customer/', 'api/merchant/', 'api/rider/']);

function literalPaths(text: string): string[] {
  return [...withoutComments(text).matchAll(literalPath)]
    .map((match) => match[0].slice(1))
    .filter((found) => !MOUNT_BASES.has(found));
}

describe('the web names no call path as text', () => {
  it('finds a path written out', () => {
    expect(literalPaths("customerApi.get('api/cart/price', {})")).toEqual(['api/cart/price']);
    expect(literalPaths('x(`/GET_MASTER_DATA/GET_POINT`)')).toEqual(['/GET_MASTER_DATA/GET_POINT']);
    expect(literalPaths("get(`api/contents/code/${code}`)")).toEqual(['api/contents/code/${code}']);
    expect(literalPaths("// POST api/cart/price: the priced cart\nconst a = 'api/customer/files/';")).toEqual([]);
    expect(literalPaths("createApiClient('merchant', 'api/merchant/')")).toEqual([]);
  });

  it('in any source file of the web', () => {
    const files = sourceFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      literalPaths(readFileSync(file, 'utf8')).map((text) => `${path.relative(SOURCE_ROOT, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
