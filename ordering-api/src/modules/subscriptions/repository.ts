// Recurring orders and their runs (one per subscription and period).
import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { subscriptionRuns, subscriptions } from '../../db/schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = typeof subscriptions.$inferInsert;

export function createSubscriptionRepository(db: Db) {
  return {
    async listForCustomer(customerId: number, saleUnit: string | null, tx: DbOrTx = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.customerId, customerId),
            ne(subscriptions.status, 'CANCELLED'),
            ...(saleUnit ? [eq(subscriptions.saleUnit, saleUnit)] : []),
          ),
        )
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    /** The customer a recurring order is for: its orders are placed in their name. */
    async customerOf(row: Pick<SubscriptionRow, 'customerId'>, tx: DbOrTx = db) {
      const [customer] = await tx
        .select({ customerCode: customers.customerCode, isAgent: customers.isAgent })
        .from(customers)
        .where(eq(customers.id, row.customerId))
        .limit(1);
      return customer;
    },

    async find(id: number, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      return row;
    },

    async insert(values: SubscriptionInsert, tx: DbOrTx = db): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('subscription insert returned nothing');
      return row;
    },

    async update(id: number, values: PgUpdateSetSource<typeof subscriptions>, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    /**
     * The next due active subscription, locked; one another replica holds is skipped, so two
     * schedulers never work on the same subscription at once.
     */
    async lockNextDue(today: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.nextRunDate, today)))
        .orderBy(asc(subscriptions.nextRunDate), asc(subscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** Claims a period: false when it was run already. */
    async claimRun(subscriptionId: number, period: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .insert(subscriptionRuns)
        .values({ subscriptionId, period, status: 'PLACED' })
        .onConflictDoNothing()
        .returning({ id: subscriptionRuns.subscriptionId });
      return rows.length > 0;
    },

    async finishRun(
      subscriptionId: number,
      period: string,
      outcome: { status: 'PLACED' | 'FAILED'; orderPk: number | null; errorCode: string | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(subscriptionRuns)
        .set(outcome)
        .where(and(eq(subscriptionRuns.subscriptionId, subscriptionId), eq(subscriptionRuns.period, period)));
    },

    async runs(subscriptionId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(subscriptionRuns)
        .where(eq(subscriptionRuns.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionRuns.period))
        .limit(24);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
