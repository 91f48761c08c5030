// Bad requests generated from the contract's zod schemas, each valid request broken in one place
// (decision 113); used by integration/fuzz.test.ts and bench/fuzz.ts.
import * as fc from 'fast-check';
import * as z from 'zod/mini';
import { CALL_LIST, pathParamNames, type CallAuth, type CallName } from '@eorder/shared';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** One request of the fuzz run, as inject() or fetch() takes it (the path has no mount). */
export interface FuzzRequest {
  call: CallName;
  /** Which token kind the caller holds; null for none. */
  auth: CallAuth | null;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** The raw body text, or undefined for none. */
  payload?: string;
  /** What was broken, for the failure message. */
  mutation: string;
}

const HUGE = 'ก'.repeat(70_000);
/** Strings that have broken servers before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  HUGE,
  'x'.repeat(1_001),
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\f\v\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '😀👨‍👩‍👧‍👦🇹🇭',
  '\u202Egnp.exe',
  'ก่้๊๋็ํ',
  '\uD800',
  '\uFFFE\uFFFF',
  'Ａｄｍｉｎ',
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '1) OR pg_sleep(0) IS NULL --',
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '-0',
  '1e309',
  '0x1F',
  '99999999999999999999999999',
  '2026-02-30',
  '20261399',
  'DC01',
  '__proto__',
];

/** Values of the wrong type or at a boundary. */
export const NASTY_VALUES: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  [null],
  [[[[[]]]]],
  {},
  { $ne: null },
  // An own key named __proto__, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"polluted":true}}') as Json,
  ['DC01', 'DC02'],
];

const jsonSchemaCache = new Map<unknown, JsonSchema>();
export function toJsonSchema(schema: unknown): JsonSchema {
  let out = jsonSchemaCache.get(schema);
  if (!out) {
    out = z.toJSONSchema(schema as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemaCache.set(schema, out);
  }
  return out;
}

const HEX = '0123456789abcdef';
function safeStringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** A value the schema accepts (most of the time: patterns beyond fast-check's reach get a plain string). */
export function validValue(schema: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    return target && depth < 4 ? validValue(target, root, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, root, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time') return fc.constant(new Date(Date.UTC(2026, 0, 15)).toISOString());
      if (schema.format === 'date') return fc.constant('2026-01-15');
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.constant('someone@example.test');
      const matching = schema.pattern ? safeStringMatching(schema.pattern) : undefined;
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 20, 40));
      const text = matching ?? fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...HEX) });
      return schema.maxLength !== undefined && matching
        ? text.filter((value) => value.length <= (schema.maxLength ?? Infinity))
        : text;
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      const min = Math.max(low, -1e9);
      const max = Math.max(min, Math.min(high, 1e9));
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 5) return fc.constant([]);
      const item = schema.items ? validValue(schema.items, root, depth + 1) : fc.constant('x');
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (depth > 5) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, inner] of Object.entries(properties)) record[key] = validValue(inner, root, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null));
  }
}

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Every place inside a value where another value can be put: [] is the value itself. */
function pathsOf(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...prefix, key], out);
  }
  return out;
}

function setAt(value: Json, at: (string | number)[], replacement: Json | undefined): Json {
  if (at.length === 0) return replacement ?? null;
  const [head, ...rest] = at;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)] ?? null, rest, replacement);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, Json> = { ...value };
    const key = String(head);
    if (replacement === undefined && rest.length === 0) delete copy[key];
    else copy[key] = setAt(copy[key] ?? null, rest, replacement);
    return copy;
  }
  return value;
}

type Broken = { value: Json; text?: string; mutation: string };

/** A valid object broken in one place (or left valid one time in ten). */
function broken(valid: fc.Arbitrary<Json>): fc.Arbitrary<Broken> {
  return fc
    .tuple(valid, fc.nat(), nastyValue, fc.integer({ min: 0, max: 9 }), fc.constantFrom('__proto__', 'constructor', 'unknownField', 'Extra'))
    .map(([value, pick, bad, kind, unknownKey]): Broken => {
      const paths = pathsOf(value);
      const at = paths[pick % paths.length] ?? [];
      const where = at.join('.') || '(whole)';
      switch (kind) {
        case 0:
          return { value, mutation: 'valid' };
        case 1:
          return { value: setAt(value, at, undefined), mutation: `removed ${where}` };
        case 2: {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return { value: bad, mutation: `whole ${JSON.stringify(bad)?.slice(0, 40)}` };
          const text = JSON.stringify(value).replace(/^\{/, `{${JSON.stringify(unknownKey)}:${JSON.stringify(bad)},`).replace(/,}$/, '}');
          return { value, text, mutation: `unknown field ${unknownKey}` };
        }
        case 3: {
          // The same key twice in the JSON text: the second one is the bad value.
          const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
          const key = entries[pick % Math.max(entries.length, 1)];
          if (key === undefined) return { value: bad, mutation: 'whole (no field to duplicate)' };
          const text = JSON.stringify(value).replace(/\}$/, `,${JSON.stringify(key)}:${JSON.stringify(bad)}}`);
          return { value, text, mutation: `duplicated ${key}` };
        }
        default:
          return { value: setAt(value, at, bad), mutation: `${where} = ${JSON.stringify(bad)?.slice(0, 40)}` };
      }
    });
}

const NOT_JSON = ['{', '{"a":', 'nul', '[1,2', '\u0000', '{"a":1}{"b":2}', '\ufeff{}', "{'a':1}", '{"a":1e99999}', '{"__proto__":{"x":1}}'];

function encodeQuery(value: Json): string {
  const search = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      for (const item of Array.isArray(inner) ? inner : [inner]) {
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
      }
    }
  } else search.append('q', JSON.stringify(value));
  return search.toString();
}

/** encodeURIComponent, with a lone surrogate sent as U+FFFD (it cannot be encoded). */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const safeHeader = (value: string) => /^[\t\u0020-\u007e]*$/.test(value) && value.length < 8_000;

/** The requests for one call. */
export function callRequests(name: CallName): fc.Arbitrary<FuzzRequest> {
  const call = CALL_LIST.find((entry) => entry.name === name);
  if (!call) throw new Error(`no call ${name}`);
  const part = (schema: unknown) => {
    if (!schema) return fc.constant(null as Json);
    const json = toJsonSchema(schema);
    return validValue(json, json);
  };
  const paramNames = pathParamNames(call.path);
  const params = part(call.params);
  const query = call.query ? broken(part(call.query)) : fc.constant<Broken>({ value: null, mutation: '' });
  const body = call.body || call.multipart ? broken(part(call.body ?? call.multipart?.fields)) : fc.constant<Broken>({ value: null, mutation: '' });
  const headers = call.headers ? broken(part(call.headers)) : fc.constant<Broken>({ value: null, mutation: '' });
  const auth = fc.constantFrom<CallAuth | null>(...call.auth, null);
  const bodyShape = fc.oneof(
    { weight: 8, arbitrary: fc.constant('json' as const) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml') },
  );
  const paramShape = fc.tuple(fc.nat(), fc.option(nastyString, { freq: 3 }), fc.boolean());
  return fc
    .tuple(params, query, body, headers, auth, bodyShape, paramShape)
    .map(([validParams, q, b, h, token, shape, [pick, badParam, raw]]): FuzzRequest => {
      const mutations: string[] = [];
      const values: Record<string, string> = {};
      for (const key of paramNames) {
        const given = validParams && typeof validParams === 'object' && !Array.isArray(validParams) ? validParams[key] : undefined;
        values[key] = encode(typeof given === 'string' || typeof given === 'number' ? String(given) : 'x');
      }
      if (badParam !== null && paramNames.length > 0) {
        const key = paramNames[pick % paramNames.length] ?? '';
        // Raw: the traversal as a client that does not encode would send it.
        values[key] = raw && safeHeader(badParam) ? badParam.replace(/[ #?]/g, encode) : encode(badParam);
        mutations.push(`param ${key} = ${JSON.stringify(badParam.slice(0, 40))}${raw ? ' raw' : ''}`);
      }
      let path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => values[key] || '%20');
      if (call.query) {
        const text = encodeQuery(q.value);
        if (text) path += `?${text}`;
        mutations.push(`query ${q.mutation}`);
      }
      const sent: Record<string, string> = {};
      if (call.headers && h.value && typeof h.value === 'object' && !Array.isArray(h.value)) {
        for (const [key, value] of Object.entries(h.value)) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          if (safeHeader(text)) sent[key] = text;
        }
        mutations.push(`headers ${h.mutation}`);
      }
      let payload: string | undefined;
      if (call.method !== 'GET') {
        if (shape === 'json') {
          payload = b.text ?? JSON.stringify(b.value);
          sent['content-type'] = 'application/json';
          if (call.body || call.multipart) mutations.push(`body ${b.mutation}`);
        } else if (typeof shape === 'string') {
          payload = JSON.stringify(b.value);
          sent['content-type'] = shape;
          mutations.push(`body as ${shape}`);
        } else {
          payload = shape.text;
          sent['content-type'] = 'application/json';
          mutations.push(`body ${JSON.stringify(shape.text)}`);
        }
      }
      return { call: name, auth: token, method: call.method, path, headers: sent, payload, mutation: mutations.join('; ') || 'valid' };
    });
}

/** The calls a fuzz run covers: every call but the event streams (which stay open). */
export function fuzzedCalls(): CallName[] {
  return CALL_LIST.filter((call) => !call.stream).map((call) => call.name);
}

/** `perCall` requests of every call, the same ones for the same seed. */
export function sampleRequests(seed: number, perCall: number, calls = fuzzedCalls()): FuzzRequest[] {
  return calls.flatMap((name, i) => fc.sample(callRequests(name), { seed: seed + i, numRuns: perCall }));
}

/** What an answer must never show: a stack trace, or text of the database or its driver. */
const LEAKS: readonly [string, RegExp][] = [
  ['stack trace', /\bat (?:async )?[\w$.<>]+ \(?(?:file:|node:|\/)[^)\s]*:\d+:\d+/],
  ['stack property', /"stack"\s*:/],
  ['SQL error', /syntax error at or near|invalid input syntax for|violates (?:foreign key|unique|check|not-null) constraint|duplicate key value|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|out of range for type|Failed query:|DrizzleQueryError|PostgresError|PGlite|current transaction is aborted/i],
  ['SQL text', /\b(?:select|insert into|update|delete from)\b.{0,200}\b(?:from|values|set|where)\b.{0,200}\$\d/i],
];

/** The leaks found in an answer's body. */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}
