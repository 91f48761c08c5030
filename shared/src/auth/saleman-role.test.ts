import { describe, expect, it } from 'vitest';
import { isSalemanRole, salespersonLimitedToOwnClients } from './saleman-role.js';

describe('isSalemanRole', () => {
  it('accepts 3, 4, 5 and 8 as numbers or strings', () => {
    for (const role of [3, 4, 5, 8, '3', '4', '5', '8', ' 8 ']) {
      expect(isSalemanRole(role), String(role)).toBe(true);
    }
  });
  it('rejects other roles', () => {
    for (const role of [
      1,
      2,
      6,
      7,
      9,
      '1',
      '03',
      '3.0',
      3.5,
      'GUEST',
      'CUSTOMER',
      '',
      null,
      undefined,
    ]) {
      expect(isSalemanRole(role), String(role)).toBe(false);
    }
  });
});

describe('salespersonLimitedToOwnClients', () => {
  it('limits field (3) and telephone (8) salespeople to their own clients', () => {
    for (const role of [3, 8, '3', '8']) expect(salespersonLimitedToOwnClients(role), String(role)).toBe(true);
  });
  it('lets a sales head (4) and credit sales (5) serve the whole center, and is false for others', () => {
    for (const role of [4, 5, '4', 1, 'AGENT', null]) expect(salespersonLimitedToOwnClients(role), String(role)).toBe(false);
  });
});
