import { SALEMAN_ROLE_CODES } from '../constants.js';

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
