import { GUEST_CUSTOMER_CODE } from '../constants.js';

/** Money (sale) mode or points (redeem) mode of a cart. */
export type CartMode = 'money' | 'point';

const part = (value: string) => encodeURIComponent(value.trim());

/**
 * The local-storage key of a cart. Format (each part URI-encoded, so a ':' inside a code cannot
 * make two carts share a key):
 *
 * - signed-in customer: `eorder:cart:{companyCode}:{CUSTOMERCODE}:{activeSaleUnit}:{money|point}`
 * - guest:              `eorder:cart:{companyCode}:guest`
 *
 * A guest has one cart per company (guests have no points mode); it is moved into the customer's
 * cart after login. A salesperson or an agent ordering for a customer uses that customer's key.
 * A customer without an active center yet keys on '-'.
 */
export function cartStorageKey(input: {
  companyCode: string;
  customerCode: string | null | undefined;
  activeSaleUnit: string | null | undefined;
  mode: CartMode;
  isGuest?: boolean;
}): string {
  const company = part(input.companyCode);
  const customer = (input.customerCode ?? '').trim();
  if (input.isGuest || customer === '' || customer.toUpperCase() === GUEST_CUSTOMER_CODE) {
    return guestCartStorageKey(input.companyCode);
  }
  const saleUnit = (input.activeSaleUnit ?? '').trim() || '-';
  return `eorder:cart:${company}:${part(customer)}:${part(saleUnit)}:${input.mode}`;
}

/** The guest cart key of a company: `eorder:cart:{companyCode}:guest`. */
export const guestCartStorageKey = (companyCode: string): string =>
  `eorder:cart:${part(companyCode)}:guest`;

/**
 * The local-storage key of a wishlist, per customer and sale unit:
 * `eorder:wishlist:{companyCode}:{CUSTOMERCODE}:{saleUnit}`.
 */
export const wishlistStorageKey = (input: {
  companyCode: string;
  customerCode: string;
  saleUnit: string;
}): string =>
  `eorder:wishlist:${part(input.companyCode)}:${part(input.customerCode)}:${part(input.saleUnit || '-')}`;
