// Ending sessions by the account's session version (`sv`), read through a small per-replica cache
// (decision 033).
import { LRUCache } from 'lru-cache';
import { AppError, GUEST_ROLE, type JwtClaims } from '@eorder/shared';
import type { Clock } from '../../plugins/env';
import type { Account, AccountState, AuthRepository } from './repository';

/** How long an account's version and activity are trusted without reading them again. */
export const SESSION_STATE_TTL_MS = 15_000;
/** Accounts kept at most (a few dozen bytes each), the least recently used dropped first. */
export const SESSION_STATES_KEPT = 10_000;

/** An account a token speaks for, with the version the token was signed with. */
interface TokenAccount {
  account: Account;
  version: number;
}

const keyOf = (account: Account) =>
  account.kind === 'customer' ? `customer:${account.customerCode}` : `${account.kind}:${account.id}`;

const idOf = (value: string | number | null | undefined): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The accounts whose sessions a token belongs to: none for a guest; the customer, and the
 * salesperson too when one acts for the customer; the staff user; the rider. Null when the token
 * names an account that cannot exist (such a token is refused).
 */
export function accountsOf(claims: JwtClaims): TokenAccount[] | null {
  switch (claims.kind) {
    case 'customer': {
      if (claims.role === GUEST_ROLE) return [];
      const accounts: TokenAccount[] = [
        { account: { kind: 'customer', customerCode: claims.CUSTOMERCODE }, version: claims.sv ?? 0 },
      ];
      if (claims.UserId !== undefined && claims.UserId !== null) {
        const id = idOf(claims.UserId);
        if (id === undefined) return null;
        accounts.push({ account: { kind: 'staff', id }, version: claims.usv ?? 0 });
      }
      // An agent's client token ends with the agent's own sessions too.
      if (claims.AgentCode) {
        accounts.push({ account: { kind: 'customer', customerCode: claims.AgentCode }, version: claims.asv ?? 0 });
      }
      return accounts;
    }
    case 'staff':
    case 'rider': {
      const id = idOf(claims.sub);
      return id === undefined ? null : [{ account: { kind: claims.kind, id }, version: claims.sv ?? 0 }];
    }
  }
}

/**
 * The account whose sessions a logout by this token ends. A guest has none. A salesperson's client
 * token ends nothing: the salesperson stays signed in to the back office, whose token could make
 * the same client token again, so ending this one alone would protect nothing (ADR 033).
 */
export function ownAccountOf(claims: JwtClaims): Account | undefined {
  if (claims.kind === 'customer' && ((claims.UserId !== undefined && claims.UserId !== null) || claims.AgentCode))
    return undefined;
  return accountsOf(claims)?.[0]?.account;
}

export interface SessionVersionsOptions {
  repository: AuthRepository;
  clock: Clock;
  ttlMs?: number;
  kept?: number;
}

export function createSessionVersions(options: SessionVersionsOptions) {
  const { repository, clock } = options;
  // The account rides in an object: a union as the context type would be split by lru-cache's types.
  const states = new LRUCache<string, AccountState, { account: Account }>({
    max: options.kept ?? SESSION_STATES_KEPT,
    ttl: options.ttlMs ?? SESSION_STATE_TTL_MS,
    // The clock the rest of the API keeps (tests move it), read at every look-up.
    perf: { now: () => clock().getTime() },
    ttlResolution: 0,
    // Concurrent calls of one account wait for one read.
    fetchMethod: (_key, _stale, { context }) => repository.accountState(context.account),
  });

  async function stateOf({ account, version }: TokenAccount): Promise<AccountState> {
    const key = keyOf(account);
    const kept = states.get(key);
    if (kept?.active && kept.version >= version) return kept;
    // Read again when nothing is kept; when the token is newer than what is kept (the version was
    // raised, and the token signed, after this replica read it); and when the account was kept
    // inactive, as it may have been enabled since (its tokens are refused, and so dropped by the
    // clients, at their first call anyway). An ended version stays ended: no need to read it again.
    const state = await states.fetch(key, {
      context: { account },
      forceRefresh: kept !== undefined,
    });
    return state ?? { found: false, version: 0, active: false };
  }

  return {
    /**
     * Refuses a token whose session was ended, or whose account may no longer hold one, as an
     * expired token is refused: the clients then drop it (or take a guest session) as they do at
     * expiry. A token naming no account is invalid.
     */
    async check(claims: JwtClaims): Promise<void> {
      const accounts = accountsOf(claims);
      if (accounts === null) throw new AppError('AUTH_TOKEN_INVALID');
      if (accounts.length === 0) return;
      const current = await Promise.all(accounts.map(stateOf));
      accounts.forEach((held, at) => {
        const state = current[at];
        if (!state?.found) throw new AppError('AUTH_TOKEN_INVALID');
        if (!state.active || held.version < state.version) throw new AppError('AUTH_TOKEN_EXPIRED');
      });
    },

    /** Ends every session of the account: each token issued before is refused from now on. */
    async end(account: Account): Promise<void> {
      await repository.raiseSessionVersion(account);
      states.delete(keyOf(account));
    },

    /**
     * Forgets what is kept of the account, after its version was raised elsewhere (in the same
     * statement as a password change). Call it once that write is committed.
     */
    forget(account: Account): void {
      states.delete(keyOf(account));
    },
  };
}

export type SessionVersions = ReturnType<typeof createSessionVersions>;
