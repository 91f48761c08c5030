// Web-configuration values (Opt / OptValue): global rows, overridden per center.
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { EORDER_KEY_PREFIX } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import { staffUserCenters, webConfig } from '../../db/schema';
import { CATALOGUE_CHANNEL, EVERY_CENTER } from '../catalogue/answer-cache';
import { WEB_CONFIG_CHANNEL } from './changes';

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

    /** Every stored value, global or of one of the staff member's centers, by key then center. */
    storedFor(staffUserId: number, tx: DbOrTx = db) {
      const own = tx
        .select({ saleUnit: staffUserCenters.saleUnit })
        .from(staffUserCenters)
        .where(eq(staffUserCenters.staffUserId, staffUserId));
      return tx
        .select({ opt: webConfig.opt, optValue: webConfig.optValue, saleUnit: webConfig.saleUnit })
        .from(webConfig)
        .where(or(isNull(webConfig.saleUnit), inArray(webConfig.saleUnit, own)))
        .orderBy(asc(webConfig.opt), sql`${webConfig.saleUnit} nulls first`);
    },

    /** Tells every process of the deployment that the kept copies are out of date. */
    async announceRefresh(tx: DbOrTx = db): Promise<void> {
      await tx.execute(
        sql`select pg_notify(${WEB_CONFIG_CHANNEL}, '*'), pg_notify(${CATALOGUE_CHANNEL}, ${EVERY_CENTER})`,
      );
    },
  };
}

export type WebConfigRepository = ReturnType<typeof createWebConfigRepository>;
