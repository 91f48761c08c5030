// The customer's own record (details, picture, privacy consent) and the Thai
// address masters (provinces, amphers, towns).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { amphers, customerCenters, customers, distributionCenters, pdpaConsents, provinces, towns } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type CenterRow = typeof distributionCenters.$inferSelect;
export type ConsentRow = typeof pdpaConsents.$inferSelect;

export function createProfileRepository(db: Db) {
  return {
    async findCustomerByCode(customerCode: string, tx: DbOrTx = db): Promise<CustomerRow | undefined> {
      const [row] = await tx.select().from(customers).where(eq(customers.customerCode, customerCode)).limit(1);
      return row;
    },

    /** The customer's row, locked until the transaction ends (one writer of the picture at a time). */
    async lockCustomer(id: number, tx: DbOrTx): Promise<CustomerRow | undefined> {
      const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
      return row;
    },

    async updateCustomer(id: number, values: PgUpdateSetSource<typeof customers>, tx: DbOrTx = db): Promise<CustomerRow | undefined> {
      const [row] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
      return row;
    },

    /** An active center, with the customer's link to it when there is one. */
    async findCenter(customerId: number, saleUnit: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ center: distributionCenters, link: customerCenters })
        .from(distributionCenters)
        .leftJoin(
          customerCenters,
          and(eq(customerCenters.saleUnit, distributionCenters.saleUnit), eq(customerCenters.customerId, customerId)),
        )
        .where(and(eq(distributionCenters.saleUnit, saleUnit), eq(distributionCenters.active, true)))
        .limit(1);
      return row;
    },

    async insertConsent(values: typeof pdpaConsents.$inferInsert, tx: DbOrTx): Promise<ConsentRow> {
      const [row] = await tx.insert(pdpaConsents).values(values).returning();
      if (!row) throw new Error('consent insert returned nothing');
      return row;
    },

    async lastConsent(customerId: number, tx: DbOrTx = db): Promise<ConsentRow | undefined> {
      const [row] = await tx
        .select()
        .from(pdpaConsents)
        .where(eq(pdpaConsents.customerId, customerId))
        .orderBy(desc(pdpaConsents.at), desc(pdpaConsents.id))
        .limit(1);
      return row;
    },

    async allAreas(tx: DbOrTx = db) {
      const [provinceRows, ampherRows, townRows] = await Promise.all([
        tx.select().from(provinces).orderBy(asc(provinces.provinceCode)),
        tx.select().from(amphers).orderBy(asc(amphers.ampherCode)),
        tx.select().from(towns).orderBy(asc(towns.townCode)),
      ]);
      return { provinceRows, ampherRows, townRows };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
