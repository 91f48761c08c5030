// A page of orders (the customer's history, the merchant's list) as statements built once per
// shape: a request fills in values (decision 104).
import { and, count, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, orders } from '../../../db/schema';
import { likePattern } from '../../centers/repository';
import { byShape, preparedQuery } from '../../pricing/prepared';
import type { OrderRow } from './types';

export interface OrderListFilter {
  customerId?: number;
  /** The centers whose orders are listed. */
  saleUnits: readonly string[];
  statuses?: readonly string[];
  /** 'MONEY' or 'POINT' (redeem orders). */
  mode?: string;
  text?: string;
  /** Text finds the customer's code or name too, not only the order number (the merchant's list). */
  textFindsCustomer?: boolean;
  /** Bangkok dates 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  skip: number;
  take: number;
  /**
   * Count at most this many orders past the page (the merchant's list of a busy center): the total
   * is then "at least", and counting a year of orders on every page is not paid for.
   */
  countCap?: number;
}

/** Customers a search names, looked up before their orders (decision 104); more go in a subquery. */
const CUSTOMERS_LOOKED_UP = 500;

/** Which filters a list has; the values fill its placeholders. */
interface ListShape {
  customer: boolean;
  /** One center is `=`, so the newest-first index gives the page in order; several are `any`. */
  centers: 'one' | 'many';
  statuses: 'all' | 'one' | 'many';
  mode: boolean;
  /**
   * The order number; or the number or a customer: the customers' ids read first (`ids`), or a
   * subquery of them when there are many (`named`).
   */
  text: 'none' | 'number' | 'ids' | 'named';
  from: boolean;
  to: boolean;
  capped: boolean;
}

const at = (name: string) => sql.placeholder(name);
const bangkokDay = sql`(${orders.createdAt} at time zone 'Asia/Bangkok')::date`;
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Every condition but the text. */
function baseCondition(shape: ListShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    shape.customer ? eq(orders.customerId, at('customerId')) : undefined,
    shape.centers === 'one' ? eq(orders.saleUnit, at('saleUnit')) : sql`${orders.saleUnit} = any(${at('saleUnits')})`,
    shape.statuses === 'one'
      ? eq(orders.status, at('status'))
      : shape.statuses === 'many'
        ? sql`${orders.status} = any(${at('statuses')})`
        : undefined,
    shape.mode ? eq(orders.mode, at('mode')) : undefined,
    shape.from ? sql`${bangkokDay} >= ${at('from')}::date` : undefined,
    shape.to ? sql`${bangkokDay} <= ${at('to')}::date` : undefined,
  ];
  return and(...conditions);
}

/**
 * The text's condition. A number or a customer is two lists, each taken newest first up to
 * `limit` and then merged: with an OR over both the planner walked every order of the center,
 * newest first, until a page of a customer's orders was found.
 */
function textCondition(shape: ListShape, base: SQL | undefined, limit: string, tx: DbOrTx): SQL | undefined {
  const byNumber = ilike(orders.orderId, at('pattern'));
  if (shape.text === 'none') return undefined;
  if (shape.text === 'number') return byNumber;
  const byCustomer =
    shape.text === 'ids'
      ? sql`${orders.customerId} = any(${at('customerIds')})`
      : sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${namedBy()})`;
  const branch = (condition: SQL) =>
    tx.select({ id: orders.id }).from(orders).where(and(base, condition)).orderBy(...newestFirst).limit(at(limit));
  return sql`${orders.id} in (select id from ((${branch(byNumber)}) union (${branch(byCustomer)})) as matched)`;
}

/** The customers a text names: their code or name, on the lower-cased search column (decision 101). */
const namedBy = () => like(customers.searchText, at('lowerPattern'));

const key = (shape: ListShape) =>
  [shape.customer ? 'c' : '', shape.centers, shape.statuses, shape.mode ? 'm' : '', shape.text, shape.from ? 'f' : '', shape.to ? 't' : '', shape.capped ? 'cap' : ''].join('_');

/**
 * A shape's page and count. Without a text each keeps one plan; a text is planned for its words
 * each time (unnamed statements, as the catalogue's search).
 */
function statements(shape: ListShape) {
  const name = (part: string) => (shape.text === 'none' ? `orders_${part}_${key(shape)}` : '');
  const base = baseCondition(shape);
  const where = (tx: DbOrTx, limit: string) => and(base, textCondition(shape, base, limit, tx));
  return {
    page: preparedQuery(name('page'), (tx) =>
      tx.select().from(orders).where(where(tx, 'reach')).orderBy(...newestFirst).limit(at('take')).offset(at('skip')),
    ),
    count: preparedQuery(name('count'), (tx) =>
      shape.capped
        ? tx
            .select({ n: count() })
            .from(tx.select({ one: sql`1`.as('one') }).from(orders).where(where(tx, 'bound')).limit(at('bound')).as('counted'))
        : tx.select({ n: count() }).from(orders).where(where(tx, 'bound')),
    ),
  };
}

const shaped = byShape(key, statements);

/** The customers a text names, one more than are looked up one by one (planned for its text each time). */
const customersNamed = preparedQuery('', (tx) => tx.select({ id: customers.id }).from(customers).where(namedBy()).limit(at('looked')));

/** The text's shape: the customers it names are looked up first, so the planner sees their ids. */
async function textShape(filter: OrderListFilter, pattern: string, tx: DbOrTx) {
  if (!filter.text) return { text: 'none' as const };
  if (!filter.textFindsCustomer) return { text: 'number' as const };
  const ids = await customersNamed(tx).execute({ lowerPattern: pattern.toLowerCase(), looked: CUSTOMERS_LOOKED_UP + 1 });
  if (ids.length === 0) return { text: 'number' as const };
  if (ids.length > CUSTOMERS_LOOKED_UP) return { text: 'named' as const };
  return { text: 'ids' as const, customerIds: ids.map((row) => row.id) };
}

/** A page of orders, newest first, and how many there are in all (or at least, when capped). */
export async function listOrders(
  filter: OrderListFilter,
  tx: DbOrTx,
): Promise<{ rows: OrderRow[]; total: number; capped: boolean }> {
  const pattern = filter.text ? likePattern(filter.text) : '';
  const text = await textShape(filter, pattern, tx);
  const statuses = filter.statuses && filter.statuses.length > 0 ? filter.statuses : undefined;
  const shape: ListShape = {
    customer: filter.customerId !== undefined,
    centers: filter.saleUnits.length === 1 ? 'one' : 'many',
    statuses: !statuses ? 'all' : statuses.length === 1 ? 'one' : 'many',
    mode: filter.mode !== undefined && filter.mode !== '',
    text: text.text,
    from: !!filter.from,
    to: !!filter.to,
    capped: filter.countCap !== undefined,
  };
  const bound = filter.countCap === undefined ? undefined : filter.skip + filter.take + filter.countCap;
  const values = {
    customerId: filter.customerId,
    saleUnit: filter.saleUnits[0],
    saleUnits: [...filter.saleUnits],
    status: statuses?.[0],
    statuses: statuses ? [...statuses] : undefined,
    mode: filter.mode,
    pattern,
    lowerPattern: pattern.toLowerCase(),
    customerIds: 'customerIds' in text ? text.customerIds : undefined,
    from: filter.from,
    to: filter.to,
    skip: filter.skip,
    take: filter.take,
    reach: filter.skip + filter.take,
    bound: bound === undefined ? 2_147_483_647 : bound + 1,
  };
  const { page, count: counted } = shaped(shape);
  // A text finds a few orders, most often: its page is read first, and a page that is not full
  // is its own count. Other lists read the page and the count at once.
  const [rows, totalRow] =
    shape.text === 'none'
      ? await Promise.all([page(tx).execute(values), counted(tx).execute(values).then(([row]) => row)])
      : await page(tx)
          .execute(values)
          .then(async (found) => {
            const known = found.length < filter.take && (found.length > 0 || filter.skip === 0);
            return [found, known ? { n: filter.skip + found.length } : (await counted(tx).execute(values))[0]] as const;
          });
  const total = Number(totalRow?.n ?? 0);
  if (bound !== undefined && total > bound) return { rows, total: bound, capped: true };
  return { rows, total, capped: false };
}
