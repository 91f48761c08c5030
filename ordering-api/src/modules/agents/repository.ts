// An agent's clients, the figures of what the agent ordered for them, and the products the agent
// resells. Every query is scoped by the agent and the center the agent works in.
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  agentClients,
  agentProducts,
  centerProducts,
  customerCenters,
  customers,
  orders,
  products,
} from '../../db/schema';
import { customerMatching, insertRegisteredCustomer } from '../auth/repository';
import { likePattern } from '../centers/repository';

/** Orders an agent placed for a client, cancelled ones left out, counted per client. */
const placedFor = (agentId: number, saleUnit: string) =>
  and(
    eq(orders.placedByCustomerId, agentId),
    eq(orders.saleUnit, saleUnit),
    ne(orders.status, 'CANCELLED'),
    eq(orders.customerId, customers.id),
  );


export interface ClientRow {
  customerCode: string;
  customerName: string;
  mobileNo: string | null;
  address: string | null;
  totalOrder: number;
  totalGross: number;
}

export interface AgentProductRow {
  id: number;
  pCode: string;
  productName: string | null;
  unitName: string | null;
  centerPrice: number | null;
  price: number;
  active: boolean;
}

const productColumns = {
  id: agentProducts.id,
  pCode: agentProducts.pCode,
  productName: products.productNameTh,
  unitName: products.unit1NameTh,
  centerPrice: centerProducts.price1,
  price: agentProducts.price,
  active: agentProducts.active,
};

export function createAgentRepository(db: Db) {
  const totals = (agentId: number, saleUnit: string) => ({
    totalOrder: sql<number>`(select count(*)::int from ${orders} where ${placedFor(agentId, saleUnit)})`,
    totalGross: sql<number>`(select coalesce(sum(${orders.total}), 0)::float8 from ${orders} where ${placedFor(agentId, saleUnit)})`,
  });

  return {
    async clients(
      agentId: number,
      saleUnit: string,
      query: { text: string; skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: ClientRow[]; total: number }> {
      const where = and(
        eq(agentClients.agentCustomerId, agentId),
        eq(agentClients.saleUnit, saleUnit),
        customerMatching(query.text),
      );
      const [rows, [count]] = await Promise.all([
        tx
          .select({
            customerCode: customers.customerCode,
            customerName: customers.customerName,
            mobileNo: customers.mobileNo,
            address: customers.address,
            ...totals(agentId, saleUnit),
          })
          .from(agentClients)
          .innerJoin(customers, eq(customers.id, agentClients.clientCustomerId))
          .where(where)
          .orderBy(asc(customers.customerName), asc(customers.customerCode))
          .offset(query.skip)
          .limit(query.take),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(agentClients)
          .innerJoin(customers, eq(customers.id, agentClients.clientCustomerId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** What the agent ordered for all their clients in the center. */
    async overview(agentId: number, saleUnit: string, tx: DbOrTx = db): Promise<{ totalOrder: number; totalGross: number }> {
      const [row] = await tx
        .select({
          totalOrder: sql<number>`count(*)::int`,
          totalGross: sql<number>`coalesce(sum(${orders.total}), 0)::float8`,
        })
        .from(orders)
        .where(and(eq(orders.placedByCustomerId, agentId), eq(orders.saleUnit, saleUnit), ne(orders.status, 'CANCELLED')));
      return { totalOrder: row?.totalOrder ?? 0, totalGross: row?.totalGross ?? 0 };
    },

    /** A new client shop: a customer of the agent's center, approved, linked to the agent there. */
    async registerClient(
      agentId: number,
      saleUnit: string,
      input: { customerName: string; mobileNo: string; address: string | null },
      tx: DbOrTx = db,
    ): Promise<ClientRow> {
      const row = await insertRegisteredCustomer(tx, { customerName: input.customerName, mobileNo: input.mobileNo, address: input.address });
      await tx.insert(customerCenters).values({ customerId: row.id, saleUnit, isPrimary: true });
      await tx.insert(agentClients).values({ agentCustomerId: agentId, clientCustomerId: row.id, saleUnit });
      return {
        customerCode: row.customerCode,
        customerName: row.customerName,
        mobileNo: row.mobileNo,
        address: row.address,
        totalOrder: 0,
        totalGross: 0,
      };
    },

    async products(
      agentId: number,
      saleUnit: string,
      query: { text: string; skip: number; take: number; id?: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: AgentProductRow[]; total: number }> {
      const where = and(
        eq(agentProducts.agentCustomerId, agentId),
        eq(agentProducts.saleUnit, saleUnit),
        query.id !== undefined ? eq(agentProducts.id, query.id) : undefined,
        query.text ? or(ilike(products.productNameTh, likePattern(query.text)), ilike(agentProducts.pCode, likePattern(query.text))) : undefined,
      );
      const from = () =>
        tx
          .select(productColumns)
          .from(agentProducts)
          .leftJoin(products, eq(products.pCode, agentProducts.pCode))
          .leftJoin(centerProducts, and(eq(centerProducts.pCode, agentProducts.pCode), eq(centerProducts.saleUnit, agentProducts.saleUnit)));
      const [rows, [count]] = await Promise.all([
        from().where(where).orderBy(asc(agentProducts.pCode)).offset(query.skip).limit(query.take),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(agentProducts)
          .leftJoin(products, eq(products.pCode, agentProducts.pCode))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Whether the center sells the product (an agent resells only what their center sells). */
    async centerSells(saleUnit: string, pCode: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ one: sql<number>`1` })
        .from(centerProducts)
        .where(and(eq(centerProducts.saleUnit, saleUnit), eq(centerProducts.pCode, pCode), eq(centerProducts.disabled, false)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds or changes an agent's product; answers its id, or undefined when `id` is not the agent's. */
    async saveProduct(
      agentId: number,
      saleUnit: string,
      input: { id?: number | undefined; pCode: string; price: number; active: boolean },
      tx: DbOrTx = db,
    ): Promise<number | undefined> {
      if (input.id !== undefined) {
        const [row] = await tx
          .update(agentProducts)
          .set({ pCode: input.pCode, price: input.price, active: input.active, updatedAt: sql`now()` })
          .where(and(eq(agentProducts.id, input.id), eq(agentProducts.agentCustomerId, agentId), eq(agentProducts.saleUnit, saleUnit)))
          .returning({ id: agentProducts.id });
        return row?.id;
      }
      const [row] = await tx
        .insert(agentProducts)
        .values({ agentCustomerId: agentId, saleUnit, pCode: input.pCode, price: input.price, active: input.active })
        .onConflictDoUpdate({
          target: [agentProducts.agentCustomerId, agentProducts.saleUnit, agentProducts.pCode],
          set: { price: input.price, active: input.active, updatedAt: sql`now()` },
        })
        .returning({ id: agentProducts.id });
      return row?.id;
    },
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
