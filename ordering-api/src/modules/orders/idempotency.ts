// Idempotency keys: a request claims its key in its own transaction, so a concurrent or repeated
// request answers the first one's result (decision 022).
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@eorder/shared';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const requestHash = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value)).digest('hex');

export type ClaimResult =
  | { kind: 'claimed' }
  /** The key was used before with the same request: `response` is what it answered. */
  | { kind: 'replay'; response: unknown };

/**
 * Claims a key for this transaction. Answers a replay when the key was used with the same request
 * hash, and throws IDEMPOTENCY_CONFLICT when it was used with another one.
 */
export async function claimIdempotencyKey(
  tx: DbOrTx,
  input: { scope: string; owner: string; key: string; hash: string },
): Promise<ClaimResult> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope: input.scope, ownerKey: input.owner, key: input.key, requestHash: input.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const existing = await findClaim(tx, input);
  if (!existing || existing.requestHash !== input.hash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return { kind: 'replay', response: existing.response };
}

/** A committed claim of the key (its request hash and answer), if there is one; never waits. */
export async function findClaim(
  tx: DbOrTx,
  input: { scope: string; owner: string; key: string },
): Promise<{ requestHash: string; response: unknown } | undefined> {
  const [existing] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.ownerKey, input.owner),
        eq(idempotencyKeys.key, input.key),
      ),
    )
    .limit(1);
  return existing;
}

/**
 * Where a key is and what it answered, as parts of a larger statement: plain values, or
 * placeholders of a statement built once.
 */
interface KeyAnswer {
  scope: unknown;
  owner: unknown;
  key: unknown;
  statusCode: unknown;
  /** SQL giving the jsonb answer; it may read `source`. */
  response: SQL;
}

/**
 * A claim written with its answer, one per row of `source` (none when it has none): for a write
 * that claims the key in the same statement as it does the work. A key claimed before makes the
 * statement fail with a unique violation, after waiting for a claim not yet committed.
 */
export function answeredClaimOf(input: KeyAnswer & { hash: unknown }, source: SQL): SQL {
  return sql`insert into ${idempotencyKeys}
      (scope, owner_key, key, request_hash, status_code, response, completed_at)
    select ${input.scope}, ${input.owner}, ${input.key}, ${input.hash}, ${input.statusCode},
      ${input.response}, now()
    from ${source}`;
}

/** Records what the claimed key answered, in the same transaction. */
export async function completeIdempotencyKey(
  tx: DbOrTx,
  input: { scope: string; owner: string; key: string; statusCode: number; response: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: input.statusCode, response: input.response, completedAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.ownerKey, input.owner),
        eq(idempotencyKeys.key, input.key),
      ),
    );
}
