import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '@/features/cart';
import { onCall, resetFakeApi } from '@/test/auth/fake-api';
import { buyAgain, reorderQuantities } from './buy-again';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/features/cart', () => ({ addToCart: vi.fn(() => true) }));

const line = (P_Code: string, UnitLevel: number, Qty: number, IsFree = false) => ({ P_Code, PRODUCTNAME: P_Code, UnitLevel, Qty, IsFree });

beforeEach(() => {
  resetFakeApi();
  vi.mocked(addToCart).mockClear();
});

describe('buy again', () => {
  it('takes the bought quantities per product and unit level, not the free items', () => {
    const quantities = reorderQuantities([line('P1', 1, 2), line('P1', 2, 1), line('P1', 1, 3), line('P2', 1, 1, true)]);
    expect([...quantities.entries()].map(([code, { levels }]) => [code, [...levels.entries()]])).toEqual([['P1', [[1, 5], [2, 1]]]]);
  });

  it("adds today's products and names the ones no longer sold", async () => {
    onCall('customer', 'GET', '/api/products/item/P1', { status: 200, body: { P_Code: 'P1', PRODUCTNAME: 'น้ำ', UNIT1RATE: 1, UNIT2RATE: 6 } });
    onCall('customer', 'GET', '/api/products/item/P9', { status: 404, body: { Message: 'Not found', Code: 'PRODUCT_NOT_FOUND' } });
    const result = await buyAgain([line('P1', 1, 2), line('P1', 2, 1), line('P9', 1, 4)], 'DC01', false);
    expect(result).toEqual({ added: 1, missing: ['P9'] });
    expect(vi.mocked(addToCart).mock.calls.map(([product, level, qty, options]) => [product.P_Code, level, qty, options])).toEqual([
      ['P1', 1, 2, { quiet: true }],
      ['P1', 2, 1, { quiet: true }],
    ]);
  });
});
