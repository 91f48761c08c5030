// The wishlist: product codes per customer and center. Adding a code twice or
// removing one that is not there changes nothing, so a client may repeat a call.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';

const codesJson = (codes: readonly string[]) => JSON.stringify([...new Set(codes)]);

export function createWishlistRepository(db: Db) {
  return {
    /** The id of an active customer by code. */
    async findCustomerId(customerCode: string, tx: DbOrTx = db): Promise<number | undefined> {
      const result = await tx.execute<{ id: number }>(
        sql`select id from customers where customer_code = ${customerCode} and active limit 1`,
      );
      const id = result.rows[0]?.id;
      return id === undefined ? undefined : Number(id);
    },

    /** The codes of a wishlist, the latest added first. */
    async listCodes(customerId: number, saleUnit: string, tx: DbOrTx = db): Promise<string[]> {
      const result = await tx.execute<{ p_code: string }>(sql`
        select p_code from favourites
        where customer_id = ${customerId} and sale_unit = ${saleUnit}
        order by created_at desc, p_code asc`);
      return result.rows.map((row) => row.p_code);
    },

    /**
     * Adds the codes the center sells (not disabled); returns the codes that are in the wishlist
     * now among those asked for, whether they were added now or before.
     */
    async add(customerId: number, saleUnit: string, codes: readonly string[], tx: DbOrTx = db): Promise<string[]> {
      const result = await tx.execute<{ p_code: string }>(sql`
        with wanted as (
          select distinct w.p_code from jsonb_array_elements_text(${codesJson(codes)}::jsonb) as w(p_code)
        ),
        sellable as (
          select cp.p_code from center_products cp join wanted on wanted.p_code = cp.p_code
          where cp.sale_unit = ${saleUnit} and not cp.disabled
        ),
        inserted as (
          insert into favourites (customer_id, sale_unit, p_code)
          select ${customerId}, ${saleUnit}, s.p_code from sellable s
          on conflict (customer_id, sale_unit, p_code) do nothing
          returning p_code
        )
        select p_code from sellable`);
      return result.rows.map((row) => row.p_code);
    },

    async remove(customerId: number, saleUnit: string, codes: readonly string[], tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`
        delete from favourites
        where customer_id = ${customerId} and sale_unit = ${saleUnit}
          and p_code in (select jsonb_array_elements_text(${codesJson(codes)}::jsonb))`);
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
