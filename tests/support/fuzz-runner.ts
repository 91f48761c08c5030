// Runs generated requests against the ordering API and through the bff: never a 5xx, a stack trace
// or database text, and no row changed by a refused call, watched by a row trigger (decision 113).
import { CALLS, type CallAuth, type BffMount } from '@eorder/shared';
import type { DatabaseHandle } from '../../ordering-api/src/db/client';
import { customerLogin, otpFor, staffLogin } from '../../ordering-api/test/helpers';
import { FIXTURE, XHR, type Stack } from '../integration/stack';
import { leaksIn, type FuzzRequest } from './contract-fuzz';

type Row = Record<string, unknown>;

export async function rawQuery(handle: DatabaseHandle, text: string): Promise<Row[]> {
  if (handle.pglite) return (await handle.pglite.query<Row>(text)).rows;
  if (handle.pool) return (await handle.pool.query<Row>(text)).rows;
  throw new Error('a database handle with neither PGlite nor a pool');
}

async function rawExec(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.pglite) await handle.pglite.exec(text);
  else if (handle.pool) await handle.pool.query(text);
  else throw new Error('a database handle with neither PGlite nor a pool');
}

const LOG = 'fuzz_row_changes';

/** Notes each table a statement changes in LOG (kept or rolled back with the statement). */
export async function watchRows(handle: DatabaseHandle): Promise<void> {
  await rawExec(
    handle,
    `CREATE TABLE IF NOT EXISTS ${LOG} (id bigserial PRIMARY KEY, table_name text NOT NULL);
     CREATE OR REPLACE FUNCTION fuzz_note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO ${LOG} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;`,
  );
  const tables = await userTables(handle);
  for (const table of tables) {
    await rawExec(
      handle,
      `DROP TRIGGER IF EXISTS fuzz_note_row_change ON "${table}";
       CREATE TRIGGER fuzz_note_row_change AFTER INSERT OR UPDATE OR DELETE ON "${table}"
       FOR EACH ROW EXECUTE FUNCTION fuzz_note_row_change();`,
    );
  }
}

async function userTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rawQuery(
    handle,
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '${LOG}' ORDER BY tablename`,
  );
  return rows.map((row) => String(row.tablename));
}

/** The tables changed since the last call, emptying the notes. */
export async function takeChanges(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rawQuery(handle, `DELETE FROM ${LOG} RETURNING table_name`);
  return [...new Set(rows.map((row) => String(row.table_name)))].sort();
}

/** Count and hash of every table. */
export async function snapshot(handle: DatabaseHandle): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const table of await userTables(handle)) {
    const [row] = await rawQuery(
      handle,
      `SELECT count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table}" t`,
    );
    out.set(table, `${String(row?.n)}:${String(row?.h)}`);
  }
  return out;
}

export function snapshotDiff(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table)).sort();
}

/** Tables a refused call may still write, each for a reason of its own (none so far). */
export const WRITTEN_WHEN_REFUSED: readonly string[] = [];

export interface Problem {
  via: 'api' | 'bff';
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzResult {
  calls: number;
  byStatus: Map<number, number>;
  problems: Problem[];
  /** Tables changed by accepted calls. */
  changedByAccepted: Set<string>;
}

export interface Sessions {
  /** The API's tokens by kind. */
  tokens: Partial<Record<CallAuth, string>>;
  /** The bff's cookie headers by mount. */
  cookies: Partial<Record<BffMount, string>>;
}

function jar(response: { cookies: unknown }, into = new Map<string, string>()): Map<string, string> {
  for (const cookie of response.cookies as { name: string; value: string }[]) into.set(cookie.name, cookie.value);
  return into;
}
const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The fixture's rider, signed in to the API with a one-time code. */
export async function riderLogin(stack: Stack): Promise<string> {
  const { app, sms } = stack.api;
  const code = await otpFor(app, sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
  const response = await app.inject({
    method: 'POST',
    url: '/authen/rider/login',
    payload: { MobileNo: FIXTURE.rider.mobileNo, RefCode: code.refCode, OtpCode: code.code },
  });
  return response.json<{ jtoken: string }>().jtoken;
}

/** A signed-in customer, a merchant administrator and a rider, to the API and through the bff. */
export async function openSessions(stack: Stack): Promise<Sessions> {
  const { app, sms } = stack.api;
  const customer = (await customerLogin(app, FIXTURE.customer.username)).jtoken;
  const staff = (await staffLogin(app, sms, FIXTURE.merchant.mobileNo)).jtoken;
  const rider = await riderLogin(stack);
  const tokens: Sessions['tokens'] = { public: customer, customer, member: customer, staff, rider, internal: stack.api.env.INTERNAL_API_KEY ?? '' };

  const post = (url: string, payload: unknown, cookies?: Map<string, string>) =>
    stack.bff.inject({
      method: 'POST',
      url,
      headers: { ...XHR, 'content-type': 'application/json', ...(cookies ? { cookie: cookieHeader(cookies) } : {}) },
      payload: JSON.stringify(payload),
    });
  const customerJar = jar(await post('/api/customer/authen/customer/login', { Username: FIXTURE.customer.username, Password: FIXTURE.password }));
  const staffCode = await otpFor(app, sms, FIXTURE.merchant.mobileNo, 'STAFF_LOGIN');
  const staffJar = jar(await post('/api/merchant/authen/user/login', { MobileNo: FIXTURE.merchant.mobileNo, RefCode: staffCode.refCode, OtpCode: staffCode.code }));
  const riderCode2 = await otpFor(app, sms, FIXTURE.rider.mobileNo, 'RIDER_LOGIN');
  const riderJar = jar(await post('/api/rider/authen/rider/login', { MobileNo: FIXTURE.rider.mobileNo, RefCode: riderCode2.refCode, OtpCode: riderCode2.code }));
  return { tokens, cookies: { customer: cookieHeader(customerJar), merchant: cookieHeader(staffJar), rider: cookieHeader(riderJar) } };
}

function check(via: Problem['via'], request: FuzzRequest, status: number, body: string): Problem[] {
  const problems: Problem[] = [];
  if (status >= 500) problems.push({ via, request, status, problem: `answered ${status}`, body: body.slice(0, 400) });
  for (const leak of leaksIn(body)) problems.push({ via, request, status, problem: leak, body: body.slice(0, 400) });
  return problems;
}

/** Sends each request to the API (inject) and, for calls the web may make, through the bff. */
export async function runFuzz(
  stack: Stack,
  sessions: Sessions,
  requests: readonly FuzzRequest[],
  options: { via: readonly ('api' | 'bff')[]; watchRows: boolean },
): Promise<FuzzResult> {
  const result: FuzzResult = { calls: 0, byStatus: new Map(), problems: [], changedByAccepted: new Set() };
  for (const request of requests) {
    const call = CALLS[request.call];
    for (const via of options.via) {
      let status: number;
      let body: string;
      try {
        if (via === 'api') {
          const headers: Record<string, string> = { ...request.headers };
          const token = request.auth ? sessions.tokens[request.auth] : undefined;
          if (request.auth === 'internal' && token) headers['x-internal-key'] = token;
          else if (token) headers.authorization = `Bearer ${token}`;
          const response = await stack.api.app.inject({ method: request.method, url: request.path, headers, payload: request.payload });
          status = response.statusCode;
          body = response.body;
        } else {
          const mount = call.mounts[0];
          if (!mount) continue;
          const cookie = request.auth ? sessions.cookies[mount] : undefined;
          const response = await stack.bff.inject({
            method: request.method,
            url: `/api/${mount}${request.path}`,
            headers: { ...XHR, ...request.headers, ...(cookie ? { cookie } : {}) },
            payload: request.payload,
          });
          status = response.statusCode;
          body = response.body;
        }
      } catch (error) {
        // light-my-request refuses some requests before any server sees them (a header it cannot send).
        if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_INVALID_CHAR') continue;
        throw error;
      }
      result.calls += 1;
      result.byStatus.set(status, (result.byStatus.get(status) ?? 0) + 1);
      result.problems.push(...check(via, request, status, body));
      // A sign-out, a sign-in or a new password may end the run's sessions: open them again.
      if (status < 300 && call.domain === 'auth') Object.assign(sessions, await openSessions(stack));
      if (options.watchRows) {
        const changed = await takeChanges(stack.db);
        if (status >= 400) {
          const unexpected = changed.filter((table) => !WRITTEN_WHEN_REFUSED.includes(table));
          if (unexpected.length > 0) result.problems.push({ via, request, status, problem: `refused but changed ${unexpected.join(', ')}`, body: body.slice(0, 200) });
        } else for (const table of changed) result.changedByAccepted.add(table);
      }
    }
  }
  return result;
}

export function describeProblems(problems: readonly Problem[], limit = 15): string {
  return problems
    .slice(0, limit)
    .map((p) => `${p.via} ${p.request.method} ${p.request.path.slice(0, 120)} [${p.request.call}, ${p.request.auth ?? 'no session'}; ${p.request.mutation}] -> ${p.status} ${p.problem}: ${p.body}`)
    .join('\n');
}
