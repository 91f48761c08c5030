// Web-configuration values (Opt / OptValue): global rows, overridden per center.
import { and, asc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { EORDER_KEY_PREFIX } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import { webConfig } from '../../db/schema';

export interface WebConfigQuery {
  keys: readonly string[];
  /** Also every key starting with the EOrder prefix. */
  eorderIncluded: boolean;
  /** The caller's center: its rows override the global ones. */
  saleUnit: string | null;
}

export function createWebConfigRepository(db: Db) {
  return {
    /** The effective value of each matching key, by key. */
    async findValues(query: WebConfigQuery, tx: DbOrTx = db): Promise<Map<string, string>> {
      const keyMatch = [
        ...(query.keys.length > 0 ? [inArray(webConfig.opt, [...query.keys])] : []),
        ...(query.eorderIncluded ? [like(webConfig.opt, `${EORDER_KEY_PREFIX}%`)] : []),
      ];
      if (keyMatch.length === 0) return new Map();
      const scope = query.saleUnit
        ? or(isNull(webConfig.saleUnit), eq(webConfig.saleUnit, query.saleUnit))
        : isNull(webConfig.saleUnit);
      const rows = await tx
        .select({ opt: webConfig.opt, optValue: webConfig.optValue, saleUnit: webConfig.saleUnit })
        .from(webConfig)
        .where(and(or(...keyMatch), scope))
        .orderBy(asc(webConfig.opt));
      const values = new Map<string, string>();
      // Global rows first, then the center's rows replace them.
      for (const row of rows.filter((r) => r.saleUnit === null)) values.set(row.opt, row.optValue);
      for (const row of rows.filter((r) => r.saleUnit !== null)) values.set(row.opt, row.optValue);
      return values;
    },

    /** One key's effective value for a center (or globally). */
    async findValue(
      opt: string,
      saleUnit: string | null,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const values = await this.findValues({ keys: [opt], eorderIncluded: false, saleUnit }, tx);
      return values.get(opt);
    },
  };
}

export type WebConfigRepository = ReturnType<typeof createWebConfigRepository>;
