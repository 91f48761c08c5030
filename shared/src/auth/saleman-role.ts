import { SALEMAN_OWN_CLIENTS_ROLE_CODES, SALEMAN_ROLE_CODES } from '../constants.js';

/**
 * Is a role a salesperson's? Role codes 3, 4, 5 and 8, sent as numbers or as strings ('3').
 * Anything else, including '03', 3.5 or 'SALE', is not.
 */
export function isSalemanRole(role: string | number | null | undefined): boolean {
  if (typeof role === 'number') return (SALEMAN_ROLE_CODES as readonly number[]).includes(role);
  if (typeof role !== 'string') return false;
  const text = role.trim();
  return /^\d$/.test(text) && (SALEMAN_ROLE_CODES as readonly number[]).includes(Number(text));
}

/**
 * Does the role order only for the clients assigned to the salesperson? Field (3) and telephone (8)
 * salespeople look after their own list; a sales head (4) and credit sales (5) serve the whole
 * center (ADR 080).
 */
export function salespersonLimitedToOwnClients(role: string | number | null | undefined): boolean {
  return isSalemanRole(role) && (SALEMAN_OWN_CLIENTS_ROLE_CODES as readonly number[]).includes(Number(role));
}
