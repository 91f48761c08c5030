import { describe, expect, it } from 'vitest';
import { mayAnswerApproval, registerQuery } from './register-link';

describe('registerQuery', () => {
  it("takes the link's center and salesperson first", () => {
    expect(
      registerQuery({
        dist: 'DC02',
        salecode: 'S01',
        selectedDist: 'DC01',
        user: { SaleCode: 'S99' },
      }),
    ).toEqual({
      layout: 'merchant',
      dist: 'DC02',
      saleCode: 'S01',
    });
  });

  it("falls back to the chosen center and the staff member's own sale code", () => {
    expect(registerQuery({ selectedDist: 'DC01', user: { SaleCode: 'S99' } })).toEqual({
      layout: 'merchant',
      dist: 'DC01',
      saleCode: 'S99',
    });
    expect(registerQuery({ dist: ' ', user: null })).toEqual({ layout: 'merchant' });
  });
});

describe('mayAnswerApproval', () => {
  it('lets the merchant admin answer a waiting or rejected customer only', () => {
    expect(mayAnswerApproval(1, 'PENDING')).toBe(true);
    expect(mayAnswerApproval('1', 'REJECTED')).toBe(true);
    expect(mayAnswerApproval('1', 'APPROVED')).toBe(false);
    expect(mayAnswerApproval(3, 'PENDING')).toBe(false);
    expect(mayAnswerApproval(null, 'PENDING')).toBe(false);
  });
});
