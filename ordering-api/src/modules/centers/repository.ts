// Distribution centers: the directory of active centers and who may use which.
import { aliasedTable, and, asc, eq, exists, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { escapeLike } from '../catalogue/search';
import { preparedQuery } from '../pricing/prepared';
import {
  agentClients,
  customerCenters,
  customers,
  distributionCenters,
  staffUserCenters,
  staffUsers,
  webConfig,
} from '../../db/schema';

export type CenterRow = typeof distributionCenters.$inferSelect;

/** Who stands behind a customer token: the customer, and whoever acts for them. */
export interface TokenHolder {
  customerCode: string;
  /** The salesperson acting for the customer (UserId of the token). */
  staffUserId: number | null;
  /** The agent ordering for the customer (AgentCode of the token). */
  agentCode: string | null;
}

/** The customer of a token (absent when unknown) and the active centers the holder may use. */
export interface UsableCenters {
  customer: { active: boolean } | undefined;
  saleUnits: string[];
}

const agents = aliasedTable(customers, 'agents');
const agentCenters = aliasedTable(customerCenters, 'agent_centers');

/**
 * The web-configuration key naming the center a guest starts in. Without it (or when it names
 * an inactive center) guests start in the first active center by sale unit.
 */
export const DEFAULT_SALE_UNIT_KEY = 'DEFAULT_SALE_UNIT';

/** Escapes LIKE wildcards so a search text matches literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The active centers a staff member serves, their default first: read on every merchant call. */
const staffCentersQuery = preparedQuery('staff_centers', (tx) =>
  tx
    .select({ center: distributionCenters })
    .from(staffUserCenters)
    .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, staffUserCenters.saleUnit))
    .where(and(eq(staffUserCenters.staffUserId, sql.placeholder('staffUserId')), eq(distributionCenters.active, true)))
    .orderBy(sql`${staffUserCenters.isDefault} desc`, asc(distributionCenters.saleUnit)),
);

export function createCenterRepository(db: Db) {
  return {
    /** An active center by sale unit (case as stored). */
    async findActive(saleUnit: string, tx: DbOrTx = db): Promise<CenterRow | undefined> {
      const [row] = await tx
        .select()
        .from(distributionCenters)
        .where(
          and(eq(distributionCenters.saleUnit, saleUnit), eq(distributionCenters.active, true)),
        )
        .limit(1);
      return row;
    },

    async listActive(tx: DbOrTx = db): Promise<CenterRow[]> {
      return tx
        .select()
        .from(distributionCenters)
        .where(eq(distributionCenters.active, true))
        .orderBy(asc(distributionCenters.saleUnit));
    },

    /** Active centers whose sale unit, name, short name or address contains the text. */
    async searchActive(text: string, tx: DbOrTx = db): Promise<CenterRow[]> {
      const trimmed = text.trim();
      const active = eq(distributionCenters.active, true);
      if (!trimmed) return this.listActive(tx);
      const pattern = likePattern(trimmed);
      return tx
        .select()
        .from(distributionCenters)
        .where(
          and(
            active,
            or(
              ilike(distributionCenters.saleUnit, pattern),
              ilike(distributionCenters.distName, pattern),
              ilike(distributionCenters.distShortName, pattern),
              ilike(distributionCenters.fullAddress, pattern),
            ),
          ),
        )
        .orderBy(asc(distributionCenters.saleUnit));
    },

    /** The active centers an active customer may order from, home center first. */
    async listForCustomer(customerCode: string, tx: DbOrTx = db) {
      return tx
        .select({ center: distributionCenters, isPrimary: customerCenters.isPrimary })
        .from(customerCenters)
        .innerJoin(customers, eq(customers.id, customerCenters.customerId))
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, customerCenters.saleUnit))
        .where(
          and(
            eq(customers.customerCode, customerCode),
            eq(customers.active, true),
            eq(customerCenters.active, true),
            eq(distributionCenters.active, true),
          ),
        )
        .orderBy(sql`${customerCenters.isPrimary} desc`, asc(distributionCenters.saleUnit));
    },

    /** The link of a customer to an active center, when the customer may order there. */
    async findCustomerLink(customerId: number, saleUnit: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ link: customerCenters, center: distributionCenters })
        .from(customerCenters)
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, customerCenters.saleUnit))
        .where(
          and(
            eq(customerCenters.customerId, customerId),
            eq(customerCenters.saleUnit, saleUnit),
            eq(customerCenters.active, true),
            eq(distributionCenters.active, true),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * The active centers the holder of a customer token may use: the customer's active links,
     * narrowed to the centers of the active salesperson or agent acting for them, when one is.
     */
    async usableBy(holder: TokenHolder, tx: DbOrTx = db): Promise<UsableCenters> {
      const usable = [eq(distributionCenters.saleUnit, customerCenters.saleUnit), eq(distributionCenters.active, true)];
      if (holder.staffUserId !== null) {
        usable.push(
          exists(
            tx
              .select({ one: sql`1` })
              .from(staffUserCenters)
              .innerJoin(staffUsers, eq(staffUsers.id, staffUserCenters.staffUserId))
              .where(
                and(
                  eq(staffUserCenters.staffUserId, holder.staffUserId),
                  eq(staffUserCenters.saleUnit, distributionCenters.saleUnit),
                  eq(staffUsers.active, true),
                ),
              ),
          ),
        );
      }
      if (holder.agentCode !== null) {
        usable.push(
          exists(
            tx
              .select({ one: sql`1` })
              .from(agentCenters)
              .innerJoin(agents, eq(agents.id, agentCenters.customerId))
              // Only while the customer is still the agent's client in that center.
              .innerJoin(
                agentClients,
                and(
                  eq(agentClients.agentCustomerId, agents.id),
                  eq(agentClients.clientCustomerId, customers.id),
                  eq(agentClients.saleUnit, distributionCenters.saleUnit),
                ),
              )
              .where(
                and(
                  eq(agents.customerCode, holder.agentCode),
                  eq(agents.active, true),
                  eq(agentCenters.active, true),
                  eq(agentCenters.saleUnit, distributionCenters.saleUnit),
                ),
              ),
          ),
        );
      }
      const rows = await tx
        .select({ active: customers.active, saleUnit: distributionCenters.saleUnit })
        .from(customers)
        .leftJoin(customerCenters, and(eq(customerCenters.customerId, customers.id), eq(customerCenters.active, true)))
        .leftJoin(distributionCenters, and(...usable))
        .where(eq(customers.customerCode, holder.customerCode))
        .orderBy(asc(distributionCenters.saleUnit));
      const [first] = rows;
      return {
        customer: first ? { active: first.active } : undefined,
        saleUnits: rows.flatMap((row) => (row.saleUnit === null ? [] : [row.saleUnit])),
      };
    },

    /** The active centers a staff user works for, their default first. */
    async listForStaff(staffUserId: number, tx: DbOrTx = db): Promise<CenterRow[]> {
      const rows = await staffCentersQuery(tx).execute({ staffUserId });
      return rows.map((row) => row.center);
    },

    /** The center guests start in: the configured one when active, else the first active one. */
    async findDefault(tx: DbOrTx = db): Promise<CenterRow | undefined> {
      const [configured] = await tx
        .select({ value: webConfig.optValue })
        .from(webConfig)
        .where(and(eq(webConfig.opt, DEFAULT_SALE_UNIT_KEY), isNull(webConfig.saleUnit)))
        .limit(1);
      const wanted = configured?.value.trim();
      if (wanted) {
        const center = await this.findActive(wanted, tx);
        if (center) return center;
      }
      const [first] = await tx
        .select()
        .from(distributionCenters)
        .where(eq(distributionCenters.active, true))
        .orderBy(asc(distributionCenters.saleUnit))
        .limit(1);
      return first;
    },
  };
}

export type CenterRepository = ReturnType<typeof createCenterRepository>;
