// The statements that write an order and take its stock, built once and
// prepared: their text is the same whatever the number of lines.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderLines, orders, orderStatusHistory } from '../../../db/schema';
import { orderPromotions } from '../../../db/schema/order-promotions';
import { preparedStatement } from '../../pricing/prepared';
import { answeredClaimOf } from '../idempotency';
import type { OrderRow, OrderLineValues, OrderPromotionValues, StatusHistoryRow } from './types';

const p = sql.placeholder;

/**
 * Rows of a table passed as one JSON parameter and unpacked by PostgreSQL, so a statement's text
 * is the same whatever the number of rows. Columns are the table's own, less `omit`.
 */
function jsonRows<T extends PgTable>(table: T, omit: readonly (keyof T['$inferSelect'])[]) {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => !omit.includes(key as keyof T['$inferSelect']),
  );
  const definition = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  return {
    names: sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', ')),
    /** The rows of the JSON parameter `name` as a set to select from. */
    from: (name: string) => sql`jsonb_to_recordset(${p(name)}::jsonb) as x(${definition})`,
    /** The value of that parameter (dates go as ISO text, jsonb columns as JSON). */
    json: (rows: readonly Partial<T['$inferSelect']>[]) =>
      JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(
            columns.map(([key, column]) => [column.name, row[key as keyof typeof row] ?? null]),
          ),
        ),
      ),
  };
}

const ORDER = jsonRows(orders, ['id', 'orderId']);
const LINE = jsonRows(orderLines, ['id', 'orderPk']);
const PROMOTION = jsonRows(orderPromotions, ['orderPk']);
const HISTORY = jsonRows(orderStatusHistory, ['id', 'orderPk', 'at']);

/**
 * The start of a statement that changes stock: `wanted` (the parameters `codes` and `qtys`, base
 * units by product code) and `locked`, the center's stock rows of those products locked in code
 * order, so orders sharing products never wait on each other in a circle. The rows are found by
 * the stock key (sale unit, code), never by scanning the center's stock.
 */
const lockedStock = sql`wanted (p_code, qty) as (
    select * from unnest(${p('codes')}::text[], ${p('qtys')}::integer[])
  ), locked as (
    select s.p_code, s.available from stock s
    where s.sale_unit = ${p('saleUnit')} and s.p_code = any(${p('codes')}::text[])
    order by s.p_code
    for update
  )`;

/** The rows of the stock key that a statement starting with lockedStock changes. */
const wantedStock = sql`s.sale_unit = ${p('saleUnit')} and s.p_code = any(${p('codes')}::text[])`;

export const wantedValues = (wanted: ReadonlyMap<string, number>) => ({
  codes: [...wanted.keys()],
  qtys: [...wanted.values()],
});

/** Takes what it can of `wanted`, product by product; see reserveStock. */
export const reserveStatement = preparedStatement<{ p_code: string }>(
  'orders_reserve_stock',
  sql`with ${lockedStock}
    update stock s
    set available = s.available - w.qty, reserved = s.reserved + w.qty, updated_at = now()
    from wanted w join locked l on l.p_code = w.p_code
    where ${wantedStock} and s.p_code = w.p_code and s.available >= w.qty
    returning s.p_code`,
);

/**
 * The statement that writes an order (see recordOrder), after taking the stock first when
 * `reserve` (see reserveAndRecordOrder), and ending with `tail`: statements that may read
 * `placed`, the new order's id and order_id.
 */
function orderStatement(reserve: boolean, tail: SQL): SQL {
  const stockFirst = reserve
    ? sql`${lockedStock}, enough as (
        select count(*) = ${p('wantedCount')} as ok
        from locked l join wanted w on w.p_code = l.p_code
        where l.available >= w.qty
      ), taken as (
        update stock s
        set available = s.available - w.qty, reserved = s.reserved + w.qty, updated_at = now()
        from wanted w
        where (select ok from enough)
          and ${wantedStock} and s.p_code = w.p_code and s.available >= w.qty
        returning s.p_code
      ),`
    : sql``;
  const allTaken = reserve ? sql`where (select count(*) from taken) = ${p('wantedCount')}` : sql``;
  return sql`with ${stockFirst} counter as (
      insert into order_counters (sale_unit, year, last_no)
      select ${p('saleUnit')}, ${p('year')}::integer, 1 ${allTaken}
      on conflict (sale_unit, year) do update set last_no = order_counters.last_no + 1
      returning last_no
    ), placed as (
      insert into orders (order_id, ${ORDER.names})
      select ${p('prefix')}::text || case when c.last_no < 1000000
          then lpad(c.last_no::text, 6, '0') else c.last_no::text end, ${ORDER.names}
      from counter c, ${ORDER.from('order')}
      returning id, order_id
    ), lines as (
      insert into order_lines (order_pk, ${LINE.names})
      select p.id, ${LINE.names} from placed p, ${LINE.from('lines')}
    ), promotions as (
      insert into order_promotions (order_pk, ${PROMOTION.names})
      select p.id, ${PROMOTION.names} from placed p, ${PROMOTION.from('promotions')}
    ), history as (
      insert into order_status_history (order_pk, ${HISTORY.names})
      select p.id, ${HISTORY.names} from placed p, ${HISTORY.from('history')}
    ), tail as (${tail})
    select p.id, p.order_id from (select 1) one left join placed p on true`;
}

/** The key's place in idempotency_keys, as parameters of a statement. */
const keyParams = { scope: p('scope'), owner: p('owner'), key: p('key') };
const answer = sql`jsonb_build_object('orderPk', placed.id, 'orderId', placed.order_id)`;

/**
 * The key is claimed with its answer in the statement that writes the order: a key claimed before
 * fails it with a unique violation (after waiting for a claim not yet committed).
 */
const claimed = (reserve: boolean) =>
  orderStatement(
    reserve,
    answeredClaimOf(
      { ...keyParams, hash: p('hash'), statusCode: 200, response: answer },
      sql`placed`,
    ),
  );

/** An order whose stock its transaction took before. */
export const recordStatement = preparedStatement<WrittenRow>('orders_record', claimed(false));

/** An order written in its own statement, stock first (all of it or none). */
export const reserveAndRecordStatement = preparedStatement<WrittenRow>(
  'orders_reserve_and_record',
  claimed(true),
);

export interface WrittenRow {
  id: number | string | null;
  order_id: string | null;
}

export interface OrderRecord {
  order: Omit<OrderRow, 'id' | 'orderId'>;
  /** The order number before its six-digit count: sale unit and two-digit year. */
  prefix: string;
  year: number;
  lines: OrderLineValues[];
  promotions: OrderPromotionValues[];
  history: Pick<StatusHistoryRow, 'status' | 'note' | 'changedByKind' | 'changedById'>;
}

export interface WrittenOrder {
  id: number;
  orderId: string;
}

/** The idempotency key an order is placed under. */
export interface OrderKey {
  scope: string;
  owner: string;
  key: string;
  hash: string;
}

export const recordValues = (record: OrderRecord, key: OrderKey) => ({
  saleUnit: record.order.saleUnit,
  year: record.year,
  prefix: record.prefix,
  order: ORDER.json([record.order]),
  lines: LINE.json(record.lines),
  promotions: PROMOTION.json(record.promotions),
  history: HISTORY.json([record.history]),
  scope: key.scope,
  owner: key.owner,
  key: key.key,
  hash: key.hash,
});

export function writtenOf(rows: WrittenRow[]): WrittenOrder | null {
  const [row] = rows;
  if (!row) throw new Error('order insert returned nothing');
  if (row.id === null || row.order_id === null) return null;
  // bigint comes back as text from node-postgres.
  return { id: Number(row.id), orderId: row.order_id };
}
