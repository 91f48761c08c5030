// The guard of ADR 035: every string a client can send, in every call of the contract, carries the
// one text rule (no NUL, no control characters, no lone surrogates), so a schema cannot forget it.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contract from './index.js';
import { CALL_LIST, pathParamNames } from './paths.js';
import { stringLeaves } from './common/text-leaves.js';
import { LineTextSchema, lineTextCheck, MultilineTextSchema } from './common/text.schema.js';

const REQUEST_PARTS = ['params', 'query', 'body', 'headers'] as const;

const unguarded = (label: string, schema: z.core.$ZodType): string[] =>
  stringLeaves(schema)
    .filter((leaf) => !leaf.guarded)
    .map((leaf) => [label, ...leaf.path].join('.'));

describe('the text rule guard', () => {
  it('holds for every string of every call: params, query, body, headers, upload fields', () => {
    const missing = CALL_LIST.flatMap((call) => [
      ...REQUEST_PARTS.flatMap((part) => {
        const schema = call[part];
        return schema ? unguarded(`${call.name}.${part}`, schema) : [];
      }),
      ...(call.multipart ? unguarded(`${call.name}.fields`, call.multipart.fields) : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('holds for every request schema the package exports, the bff calls included', () => {
    const requestSchemas = Object.entries(contract).filter(
      ([name, value]) =>
        /(Body|Query|Params|Headers|Fields|Input|Request)Schema$/.test(name) &&
        name !== 'ErrorBodySchema' &&
        typeof value === 'object' &&
        value !== null &&
        '_zod' in value,
    ) as [string, z.core.$ZodType][];
    expect(requestSchemas.length).toBeGreaterThan(50);
    expect(requestSchemas.flatMap(([name, schema]) => unguarded(name, schema))).toEqual([]);
  });

  it('finds a string without the rule wherever it hides', () => {
    const careless = z.object({
      a: z.optional(z.array(z.object({ b: z.string() }))),
      c: z.union([z.number(), z.pipe(z.transform(String), z.string())]),
      d: z.record(LineTextSchema, z.nullable(z.string())),
      e: z.looseObject({ f: LineTextSchema }),
      g: z.email(),
      ok: z.tuple([MultilineTextSchema, z.email().check(lineTextCheck)]),
      flag: z.union([z.boolean(), z.stringbool()]),
    });
    expect(unguarded('x', careless)).toEqual(['x.a.0.b', 'x.c', 'x.d.key', 'x.e.*', 'x.g']);
  });

  it('gives every path parameter a schema', () => {
    const missing = CALL_LIST.flatMap((call) => {
      const names = pathParamNames(call.path);
      if (names.length === 0) return [];
      const shape = (call.params?._zod.def as { shape?: Record<string, unknown> } | undefined)
        ?.shape;
      const params = Object.keys(shape ?? {});
      return names.filter((name) => !params.includes(name)).map((name) => `${call.name}.${name}`);
    });
    expect(missing).toEqual([]);
  });
});
