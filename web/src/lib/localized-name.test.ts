import { describe, expect, it } from 'vitest';
import { inLang, orderCenterName } from './localized-name';

describe('names in the reader language', () => {
  it('takes the English form under English and the Thai one otherwise', () => {
    expect(inLang('ศูนย์', 'Center', 'en')).toBe('Center');
    expect(inLang('ศูนย์', 'Center', 'th')).toBe('ศูนย์');
  });

  it('stands the other form in for an empty one', () => {
    expect(inLang('ศูนย์', '  ', 'en')).toBe('ศูนย์');
    expect(inLang(null, 'Center', 'th')).toBe('Center');
    expect(inLang(null, undefined, 'en')).toBe('');
  });

  it('names the center of an order in the reader language', () => {
    const order = { SaleUnitName: 'ศูนย์กระจายสินค้ากรุงเทพ', SaleUnitNameEN: 'Bangkok distribution center' };
    expect(orderCenterName(order, 'en')).toBe('Bangkok distribution center');
    expect(orderCenterName(order, 'th')).toBe('ศูนย์กระจายสินค้ากรุงเทพ');
    expect(orderCenterName({ SaleUnitName: 'ศูนย์' }, 'en')).toBe('ศูนย์');
  });
});
