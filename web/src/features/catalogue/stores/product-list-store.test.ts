import type { Product, ProductItemsBodyInput } from '@eorder/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, filtersFromSearch } from '../lib/product-filters';
import { createProduct } from '@/test/catalogue/factories';
import {
  ensureProductList,
  loadMoreProducts,
  productListStore,
  reloadProductListFor,
  resetProductList,
  withoutDuplicates,
} from './product-list-store';

const getProducts = vi.hoisted(() => vi.fn());
vi.mock('../api/get-products', () => ({ getProducts }));

const context = { saleUnit: 'DC01', lang: 'th' as const, point: false };
const catalogue = Array.from({ length: 30 }, (_, index) => createProduct({ P_Code: `P${String(index + 1).padStart(3, '0')}` }));

/** A server with 30 products, paging with Skip/Take; `overlap` repeats the last product of the previous page. */
function serve({ overlap = false } = {}) {
  getProducts.mockImplementation((body: ProductItemsBodyInput) => {
    const skip = Number(body.Skip ?? 0);
    const take = Number(body.Take ?? 12);
    const page: Product[] = catalogue.slice(skip, skip + take);
    if (overlap && skip > 0 && page.length > 0) page.unshift(catalogue[skip - 1] as Product);
    return Promise.resolve({ ok: true, status: 200, statusText: 'OK', data: page, headers: new Headers() });
  });
}

beforeEach(() => {
  resetProductList();
  getProducts.mockReset();
});

describe('the product list', () => {
  it('loads 12, then appends the next 12 without duplicates, and stops at the end', async () => {
    serve({ overlap: true });
    await ensureProductList(EMPTY_FILTERS, context);
    expect(productListStore.items).toHaveLength(12);
    expect(getProducts.mock.calls[0]?.[0]).toMatchObject({ Skip: 0, Take: 12 });

    await loadMoreProducts();
    expect(getProducts.mock.calls[1]?.[0]).toMatchObject({ Skip: 12, Take: 12 });
    await loadMoreProducts();
    expect(getProducts.mock.calls[2]?.[0]).toMatchObject({ Skip: 24 });

    const codes = productListStore.items.map((product) => product.P_Code);
    expect(codes).toHaveLength(30);
    expect(new Set(codes).size).toBe(30);
    expect(productListStore.done).toBe(true);

    await loadMoreProducts();
    expect(getProducts).toHaveBeenCalledTimes(3);
  });

  it('stops when a page comes back empty', async () => {
    getProducts
      .mockResolvedValueOnce({ ok: true, status: 200, statusText: 'OK', data: catalogue.slice(0, 12), headers: new Headers() })
      .mockResolvedValueOnce({ ok: true, status: 200, statusText: 'OK', data: [], headers: new Headers() });
    await ensureProductList(EMPTY_FILTERS, context);
    expect(productListStore.done).toBe(false);
    await loadMoreProducts();
    expect(productListStore.done).toBe(true);
    expect(productListStore.items).toHaveLength(12);
  });

  it('keeps the list when nothing changed, and reloads it when a filter or the center changed', async () => {
    serve();
    await ensureProductList(EMPTY_FILTERS, context);
    await loadMoreProducts();
    await ensureProductList(EMPTY_FILTERS, context);
    expect(getProducts).toHaveBeenCalledTimes(2);
    expect(productListStore.items).toHaveLength(24);

    await ensureProductList(filtersFromSearch(new URLSearchParams('sort=ASC')), context);
    expect(getProducts).toHaveBeenCalledTimes(3);
    expect(getProducts.mock.calls[2]?.[0]).toMatchObject({ Skip: 0, SortByPrice: 'ASC' });
    expect(productListStore.items).toHaveLength(12);

    await ensureProductList(filtersFromSearch(new URLSearchParams('sort=ASC')), { ...context, saleUnit: 'DC02' });
    expect(getProducts).toHaveBeenCalledTimes(4);
  });

  it('loads an empty list again on the next visit', async () => {
    getProducts.mockResolvedValue({ ok: true, status: 200, statusText: 'OK', data: [], headers: new Headers() });
    await ensureProductList(EMPTY_FILTERS, context);
    expect(productListStore.done).toBe(true);
    await ensureProductList(EMPTY_FILTERS, context);
    expect(getProducts).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a superseded request', async () => {
    let releaseFirst: (value: unknown) => void = () => undefined;
    getProducts
      .mockImplementationOnce(() => new Promise((resolve) => (releaseFirst = resolve)))
      .mockResolvedValueOnce({ ok: true, status: 200, statusText: 'OK', data: catalogue.slice(0, 2), headers: new Headers() });
    const first = ensureProductList(EMPTY_FILTERS, context);
    await ensureProductList(filtersFromSearch(new URLSearchParams('p=x')), context);
    releaseFirst({ ok: true, status: 200, statusText: 'OK', data: catalogue.slice(0, 12), headers: new Headers() });
    await first;
    expect(productListStore.items).toHaveLength(2);
  });

  it('marks a failed first page as an error and a failed next page as retryable', async () => {
    getProducts.mockResolvedValueOnce({ ok: false, status: 500, statusText: '', data: null, headers: new Headers(), error: { kind: 'http', message: 'x' } });
    await ensureProductList(EMPTY_FILTERS, context);
    expect(productListStore.status).toBe('error');

    serve();
    await ensureProductList(EMPTY_FILTERS, context);
    expect(productListStore.status).toBe('ready');
    getProducts.mockResolvedValueOnce({ ok: false, status: 0, statusText: '', data: null, headers: new Headers(), error: { kind: 'network', message: 'x' } });
    await loadMoreProducts();
    expect(productListStore.moreFailed).toBe(true);
    expect(productListStore.items).toHaveLength(12);
    await loadMoreProducts();
    expect(productListStore.items).toHaveLength(24);
  });

  it('reloads the same filters for another center', async () => {
    serve();
    await ensureProductList(filtersFromSearch(new URLSearchParams('c1=01')), context);
    await reloadProductListFor({ ...context, saleUnit: 'DC09' });
    expect(getProducts.mock.calls[1]?.[0]).toMatchObject({ Skip: 0, Hierarchy1: '01' });
    expect(productListStore.context?.saleUnit).toBe('DC09');
  });
});

describe('withoutDuplicates', () => {
  it('drops products already listed and repeats inside the page', () => {
    const [a, b, c] = catalogue as [Product, Product, Product];
    expect(withoutDuplicates([a], [a, b, b, c]).map((product) => product.P_Code)).toEqual([b.P_Code, c.P_Code]);
  });
});
