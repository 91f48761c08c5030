import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { createProduct } from '@/test/catalogue/factories';
import { CUSTOMER, GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { setRuntimeConfig } from '@/lib/config';
import { setJson } from '@/lib/storage';
import { resetWishlistStore, wishlistKey } from '../stores/wishlist-store';
import { WishlistPage } from './wishlist-page';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const cards = () => screen.queryAllByTestId('product-card').map((card) => card.getAttribute('data-code'));

beforeEach(() => {
  resetFakeApi();
  resetWishlistStore();
  localStorage.clear();
  setRuntimeConfig({});
});

describe('/profile/wishlist', () => {
  it('shows a customer the products of the server wishlist, and takes one out', async () => {
    setSession(CUSTOMER);
    onCall('GET', 'api/Products/favourite/items', ({ query }) =>
      ok(query?.detail ? [createProduct({ P_Code: 'P1' }), createProduct({ P_Code: 'P2' })] : ['P1', 'P2']),
    );
    onCall('POST', 'api/Products/favourite/items/remove', ok({ status: 200, Data: ['P2'] }));
    renderPage(WishlistPage, '/profile/wishlist');
    await waitFor(() => expect(cards()).toEqual(['P1', 'P2']));
    fireEvent.click(screen.getAllByRole('button', { name: /ออกจากสินค้าที่ชอบ/ })[0]!);
    await waitFor(() => expect(cards()).toEqual(['P2']));
    expect(callsTo('POST', 'api/Products/favourite/items/remove')[0]?.body).toEqual({ productIds: ['P1'] });
  });

  it('looks a guest list up in the catalogue, without a wishlist call', async () => {
    setSession(GUEST);
    setJson(wishlistKey({ customerCode: null, saleUnit: 'DC01' }), ['P7']);
    onCall('POST', 'api/products/items', ok([createProduct({ P_Code: 'P7' })]));
    renderPage(WishlistPage, '/profile/wishlist');
    await waitFor(() => expect(cards()).toEqual(['P7']));
    expect(callsTo('POST', 'api/products/items')[0]?.body).toMatchObject({ ProductIds: ['P7'] });
    expect(callsTo('GET', 'api/Products/favourite/items')).toHaveLength(0);
  });

  it('says when the wishlist is empty', async () => {
    setSession(CUSTOMER);
    onCall('GET', 'api/Products/favourite/items', ok([]));
    renderPage(WishlistPage, '/profile/wishlist');
    expect(await screen.findByText('ยังไม่มีสินค้าที่ชอบ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เลือกดูสินค้า' }).getAttribute('href')).toBe('/product');
  });
});
