// Every string of every call, sent with a NUL byte (ADR 035): PostgreSQL refuses NUL in text, so
// each must answer 400 naming the field and change nothing.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIST, formatErrorMessage, toOpenApiPath } from '@eorder/shared';
import type { DatabaseHandle } from './db/client';
import { buildTestApp, type TestApp } from '../test/app';
import { FIXTURE, openTestDatabase } from '../test/database';
import { bearer, customerLogin, errorBody, otpFor, staffLogin } from '../test/helpers';

const NUL_TEXT = 'a\u0000b';
const TEXT_RULE_MESSAGE = formatErrorMessage('TEXT_CONTROL_CHARACTER', 'en');

// --- the strings of a route, read from its JSON Schema in the OpenAPI document -----------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
}

/** A string of a schema: where it is, and the smallest value of the schema that holds a text there. */
interface StringProbe {
  path: (string | number)[];
  value: (text: string) => unknown;
}

function stringProbes(
  schema: JsonSchema,
  place: (value: unknown) => unknown = (value) => value,
  path: (string | number)[] = [],
): StringProbe[] {
  const types = [schema.type ?? []].flat();
  // A closed set of words (an enum, a constant, a query boolean) is refused whole, not as text.
  if (schema.enum || 'const' in schema || types.includes('boolean')) return [];
  const probes: StringProbe[] = types.includes('string') ? [{ path, value: place }] : [];
  for (const option of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    probes.push(...stringProbes(option, place, path));
  }
  const properties = Object.entries(schema.properties ?? {});
  // The constants of an object choose its branch of a union.
  const constants = Object.fromEntries(
    properties.filter(([, field]) => 'const' in field).map(([key, field]) => [key, field.const]),
  );
  for (const [key, field] of properties) {
    probes.push(
      ...stringProbes(field, (value) => place({ ...constants, [key]: value }), [...path, key]),
    );
  }
  if (schema.items && !Array.isArray(schema.items)) {
    probes.push(...stringProbes(schema.items, (value) => place([value]), [...path, 0]));
  }
  if (typeof schema.additionalProperties === 'object') {
    probes.push(
      ...stringProbes(schema.additionalProperties, (value) => place({ '*': value }), [
        ...path,
        '*',
      ]),
    );
  }
  return probes;
}

interface Operation {
  method: string;
  /** The OpenAPI path, `{param}` style. */
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** Where the error body names a part of the request. */
const CONTEXT = { path: 'params', query: 'querystring', header: 'headers', body: 'body' } as const;

interface Case {
  operation: Operation;
  /** The field as the error body names it: `querystring.search`, `body.Items.0.P_Code`. */
  field: string;
  request: InjectOptions;
}

/**
 * Fastify reads the parts in turn (params, body, query, headers) and stops at the first that fails,
 * so the other parts of a case must pass: path parameters get a plausible value, and a call with a
 * string header gets a body that passes.
 */
const PASSING_BODY: Record<string, object> = {
  'POST /api/orders/place': {
    SaleUnit: 'DC01',
    Items: [{ P_Code: 'P0001', qty1: 1 }],
    PaymentMethod: 'COD',
  },
};

function casesOf(operation: Operation): Case[] {
  const numeric = new Set(
    operation.parameters
      .filter(
        (p) => p.in === 'path' && [p.schema.type ?? []].flat().some((type) => type !== 'string'),
      )
      .map((p) => p.name),
  );
  const fill = (probed?: string) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === probed ? encodeURIComponent(NUL_TEXT) : numeric.has(name) ? '1' : 'DC01',
    );
  const base = (): InjectOptions => ({
    method: operation.method as InjectOptions['method'],
    url: fill(),
    ...(operation.body
      ? { payload: PASSING_BODY[`${operation.method} ${operation.path}`] ?? {} }
      : {}),
  });
  const cases: Case[] = [];
  for (const parameter of operation.parameters) {
    for (const probe of stringProbes(parameter.schema)) {
      const value = probe.value(NUL_TEXT);
      const request = base();
      if (parameter.in === 'path') request.url = fill(parameter.name);
      if (parameter.in === 'query') {
        const search = new URLSearchParams();
        for (const item of [value].flat()) search.append(parameter.name, String(item));
        request.url = `${fill()}?${search.toString()}`;
      }
      if (parameter.in === 'header') request.headers = { [parameter.name]: String(value) };
      cases.push({
        operation,
        field: [CONTEXT[parameter.in], parameter.name, ...probe.path].join('.'),
        request,
      });
    }
  }
  for (const probe of operation.body ? stringProbes(operation.body) : []) {
    cases.push({
      operation,
      field: ['body', ...probe.path].join('.'),
      request: { ...base(), payload: probe.value(NUL_TEXT) as InjectOptions['payload'] },
    });
  }
  return cases;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

// --- the database, to see that nothing changed -------------------------------------------------

/** Each table of the application with its row count and a hash of its rows. */
async function fingerprint(db: DatabaseHandle): Promise<string[]> {
  const tables = await db.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = await db.db.execute<{ n: number; h: string }>(
      sql`select count(*)::int as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h
          from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}:${result.rows[0]?.n}:${result.rows[0]?.h}`);
  }
  return parts;
}

// --- the table ---------------------------------------------------------------------------------

let db: DatabaseHandle;
let t: TestApp;
let operations: Operation[];
/** Tokens of each kind, tried in turn until a call lets one past its guard. */
let credentials: Record<string, string>[];

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db);
  const internal = { 'x-internal-key': t.env.INTERNAL_API_KEY ?? '' };
  const customer = (await customerLogin(t.app, FIXTURE.customer.username)).jtoken;
  const salesperson = (await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo)).jtoken;
  const merchant = (await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo)).jtoken;
  const { code, refCode } = await otpFor(t.app, t.sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
  const rider = await t.app.inject({
    method: 'POST',
    url: '/authen/rider/login',
    payload: { MobileNo: FIXTURE.rider.mobileNo, RefCode: refCode, OtpCode: code },
  });
  credentials = [customer, salesperson, merchant, rider.json<{ jtoken: string }>().jtoken].map(
    (token) => ({ ...bearer(token), ...internal }),
  );
  operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const chosen = new Map<Operation, Record<string, string>>();

/** Sends a case with the first credential the call's guard lets through (the same for a call). */
async function send(testCase: Case): Promise<LightMyRequestResponse> {
  const known = chosen.get(testCase.operation);
  let res: LightMyRequestResponse | undefined;
  for (const headers of known ? [known] : credentials) {
    res = await t.app.inject({
      ...testCase.request,
      headers: { 'accept-language': 'en', ...headers, ...testCase.request.headers },
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) {
      chosen.set(testCase.operation, headers);
      break;
    }
  }
  return res!;
}

/** The field the text rule named, when it named this one (a list in a query is named whole). */
const namesField = (issue: { path: string; message: string }, field: string) =>
  issue.message === TEXT_RULE_MESSAGE &&
  issue.path.includes('.') &&
  (issue.path === field || field.startsWith(`${issue.path}.`));

describe('a NUL byte in any string of any call', () => {
  it('covers every call of the contract that this API serves', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path.toLowerCase()}`));
    const served = CALL_LIST.filter((call) =>
      t.app.hasRoute({ method: call.method, url: call.path }),
    );
    expect(served.length).toBeGreaterThan(40);
    const missing = served.filter(
      (call) => !documented.has(`${call.method} ${toOpenApiPath(call.path).toLowerCase()}`),
    );
    expect(missing.map((call) => call.name)).toEqual([]);
  });

  it('answers 400 naming the field, for every string of every call, and changes nothing', async () => {
    const cases = operations.flatMap(casesOf);
    expect(cases.length).toBeGreaterThan(150);
    const before = await fingerprint(db);
    const failures: string[] = [];
    for (const testCase of cases) {
      const res = await send(testCase);
      const label = `${testCase.operation.method} ${testCase.operation.path} ${testCase.field}`;
      if (res.statusCode !== 400) {
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const body = errorBody(res);
      if (
        body.Code !== 'VALIDATION_FAILED' ||
        !body.Errors?.some((e) => namesField(e, testCase.field))
      ) {
        failures.push(`${label}: ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });
});

describe('the calls the report named', () => {
  const thai = formatErrorMessage('TEXT_CONTROL_CHARACTER', 'th');

  it.each([
    ['GET', '/GET_MASTER_DATA/GetAutoComplete?search=a%00b', undefined, 'querystring.search'],
    ['GET', '/api/orders/tracking/%00/DC01', undefined, 'params.orderId'],
    ['POST', '/api/orders/detail', { orderid: NUL_TEXT, saleunit: 'DC01' }, 'body.orderid'],
    ['POST', '/api/Customers/profile/update', { CUSTOMERNAME: NUL_TEXT }, 'body.CUSTOMERNAME'],
  ] as const)('%s %s answers 400 with the field, in Thai', async (method, url, payload, field) => {
    const res = await t.app.inject({
      method,
      url,
      headers: credentials[0],
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Errors).toContainEqual({ path: field, message: thai });
  });
});
