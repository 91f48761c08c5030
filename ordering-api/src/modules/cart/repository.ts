// The server copy of carts. A writer locks its cart row (creating it first when
// missing), so two writes of one cart run one after the other and each sees
// what the other wrote.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { carts } from '../../db/schema';
import { readStoredLines, type StoredCartLine } from './merge';

export type StoredMode = 'MONEY' | 'POINT';

export interface CartKey {
  customerKey: string;
  saleUnit: string;
  mode: StoredMode;
}

export interface StoredCart {
  lines: StoredCartLine[];
  version: number;
  updatedAt: Date | null;
}

/** Guest carts are per company on the device, so their server copy is not tied to a center. */
export const GUEST_CART_SALE_UNIT = '-';

export const guestCartKey = (guestUid: string): CartKey => ({
  customerKey: `GUEST:${guestUid}`,
  saleUnit: GUEST_CART_SALE_UNIT,
  mode: 'MONEY',
});

const where = (key: CartKey) =>
  and(eq(carts.customerKey, key.customerKey), eq(carts.saleUnit, key.saleUnit), eq(carts.mode, key.mode));

export function createCartRepository(db: Db) {
  return {
    /** The cart, or an empty one at version 0 when none was written. */
    async read(key: CartKey, tx: DbOrTx = db): Promise<StoredCart> {
      const [row] = await tx.select().from(carts).where(where(key)).limit(1);
      return row
        ? { lines: readStoredLines(row.items), version: row.version, updatedAt: row.updatedAt }
        : { lines: [], version: 0, updatedAt: null };
    },

    /** Locks the cart row for the transaction, creating an empty one (version 0) first when missing. */
    async lock(key: CartKey, tx: DbOrTx): Promise<StoredCart> {
      await tx.insert(carts).values({ ...key, items: [], version: 0 }).onConflictDoNothing();
      const [row] = await tx.select().from(carts).where(where(key)).for('update');
      if (!row) throw new Error('cart row vanished while locked');
      return { lines: readStoredLines(row.items), version: row.version, updatedAt: row.updatedAt };
    },

    async write(key: CartKey, lines: StoredCartLine[], version: number, now: Date, tx: DbOrTx): Promise<void> {
      // Stored lines carry field versions beside the data layer's CartItem fields.
      await tx
        .update(carts)
        .set({ items: lines, version, updatedAt: now })
        .where(where(key));
    },

    /** Empties a guest's server copy. */
    async remove(key: CartKey, tx: DbOrTx): Promise<void> {
      await tx.delete(carts).where(where(key));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
