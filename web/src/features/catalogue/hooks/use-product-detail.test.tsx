import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { createProduct } from '@/test/catalogue/factories';
import type { CatalogueContext } from './use-catalogue-context';
import { useProductDetail } from './use-product-detail';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const addProductToCart = vi.hoisted(() => vi.fn(() => true));
vi.mock('../lib/cart-bridge', () => ({ addProductToCart }));
const context: { value: Partial<CatalogueContext> } = vi.hoisted(() => ({ value: {} }));
vi.mock('./use-catalogue-context', () => ({
  useCatalogueContext: () => ({ isGuest: false, point: false, ...context.value }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/en/product/P1']}>{children}</MemoryRouter>
);
const render = (product = createProduct({ P_Code: 'P1' })) =>
  renderHook(() => useProductDetail(product), { wrapper });

beforeEach(() => {
  context.value = {};
  setRuntimeConfig({ companyName: 'DSG', companyCode: 'DSG' });
  setWebConfig([]);
});
afterEach(() => vi.clearAllMocks());

describe('useProductDetail', () => {
  it('reads the product in the reader language and totals the chosen units', () => {
    const { result } = render();
    expect(result.current.name).toBe('Product P1');
    expect(result.current.baseUnit).toBe(result.current.lines[0]?.name);
    act(() => result.current.setQuantity(1, 2));
    act(() => result.current.setQuantity(2, 1));
    expect(result.current.chosen).toBe(true);
    expect(result.current.total).toBe(2 * 10 + 58);
    expect(document.title).toContain('Product P1');
  });

  it('asks for a quantity before adding, then adds and clears the choice', () => {
    const { result } = render();
    act(() => result.current.add());
    expect(showToast).toHaveBeenCalledWith(expect.stringMatching(/1/));
    expect(addProductToCart).not.toHaveBeenCalled();
    act(() => result.current.setQuantity(2, 3));
    act(() => result.current.add());
    expect(addProductToCart).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Product P1', quantities: { 2: 3 } }),
    );
    expect(result.current.chosen).toBe(false);
  });

  it('blocks an out-of-stock product only where the center forbids it', () => {
    const empty = createProduct({ P_Code: 'P1', Stock: { StockAvailable: 0 } });
    setRuntimeConfig({ flags: { disableItemOutOfStock: false } });
    expect(render(empty).result.current.blocked).toBe(false);
    setRuntimeConfig({ flags: { disableItemOutOfStock: true } });
    const { result } = render(empty);
    expect(result.current.blocked).toBe(true);
    act(() => result.current.add());
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'fail' });
    expect(addProductToCart).not.toHaveBeenCalled();
  });

  it('refuses a product for sale in points mode and counts points for a reward', () => {
    context.value = { point: true };
    const forSale = render().result;
    expect(forSale.current.notReward).toBe(true);
    expect(forSale.current.blocked).toBe(true);
    const reward = render(createProduct({ P_Code: 'P1', Option1: 5 })).result;
    expect(reward.current.notReward).toBe(false);
    act(() => reward.current.setQuantity(2, 1));
    expect(reward.current.totalPoints).toBe(30);
  });
});
