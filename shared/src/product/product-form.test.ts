import { describe, expect, it } from 'vitest';
import { validateProductForm } from './product-form.js';

const paths = (form: Parameters<typeof validateProductForm>[0]) =>
  validateProductForm(form).map((p) => p.path);

describe('validateProductForm', () => {
  it('always needs code and name', () => {
    expect(paths({ UnitCount: 1, UNIT1: 'BTL', UNIT1NAME: 'ขวด', UNIT2RATE: 1 })).toEqual([
      'P_Code',
      'PRODUCTNAME',
    ]);
  });
  it('with 1 unit: unit 1, its name and the unit 2 rate', () => {
    const base = { P_Code: 'P1', PRODUCTNAME: 'Water', UnitCount: 1 as const };
    expect(paths(base)).toEqual(['UNIT1', 'UNIT1NAME', 'UNIT2RATE']);
    expect(paths({ ...base, UNIT1: 'BTL', UNIT1NAME: 'ขวด', UNIT2RATE: '1' })).toEqual([]);
  });
  it('with 2 and 3 units: every unit with its name and rate', () => {
    const base = { P_Code: 'P1', PRODUCTNAME: 'Water', UNIT1: 'BTL', UNIT1NAME: 'ขวด' };
    expect(paths({ ...base, UnitCount: 2 })).toEqual(['UNIT2', 'UNIT2NAME', 'UNIT2RATE']);
    expect(paths({ ...base, UnitCount: 2, UNIT2: 'PK', UNIT2NAME: 'แพ็ค', UNIT2RATE: 6 })).toEqual(
      [],
    );
    expect(
      paths({
        ...base,
        UnitCount: 3,
        UNIT2: 'PK',
        UNIT2NAME: 'แพ็ค',
        UNIT2RATE: 6,
        UNIT3: 'CS',
        UNIT3NAME: 'ลัง',
        UNIT3RATE: 0,
      }),
    ).toEqual(['UNIT3RATE']);
  });
});
