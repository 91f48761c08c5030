import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/test/catalogue/factories';
import { GUEST, setSession } from '@/test/catalogue/render';
import { ProductShelf } from './product-shelf';

const products = Array.from({ length: 12 }, (_, index) =>
  createProduct({ P_Code: `S${index + 1}`, PRODUCTNAME_TH: `สินค้าแถว ${index + 1}` }),
);

function renderShelf() {
  setSession(GUEST);
  const shelf = (
    <ProductShelf id="test" title="สินค้าทดสอบ" products={products} loading={false} failed={false} onRetry={() => undefined} />
  );
  return render(<RouterProvider router={createMemoryRouter([{ path: '/', element: shelf }])} />);
}

describe('a home shelf', () => {
  it('renders the cards a desktop row shows and one more, with the size of the whole row, then every card once the row is scrolled', async () => {
    renderShelf();
    const row = await screen.findByRole('list', { name: 'รายการสินค้า สินค้าทดสอบ' });
    await waitFor(() => expect(within(row).getAllByTestId('product-card')).toHaveLength(7));
    const items = within(row).getAllByRole('listitem');
    expect(items[0]?.getAttribute('aria-setsize')).toBe('12');
    expect(items[6]?.getAttribute('aria-posinset')).toBe('7');

    // The browser's own snapping moves the row by its padding: that changes nothing.
    row.scrollLeft = 2;
    fireEvent.scroll(row);
    expect(within(row).getAllByTestId('product-card')).toHaveLength(7);
    row.scrollLeft = 120;
    fireEvent.scroll(row);
    await waitFor(() => expect(within(row).getAllByTestId('product-card')).toHaveLength(12));
    expect(within(row).getByText('สินค้าแถว 12')).toBeTruthy();
  });

  it('renders every card when someone moves into the row with the keyboard', async () => {
    renderShelf();
    const row = await screen.findByRole('list', { name: 'รายการสินค้า สินค้าทดสอบ' });
    await waitFor(() => expect(within(row).getAllByTestId('product-card')).toHaveLength(7));
    fireEvent.focus(within(row).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(within(row).getAllByTestId('product-card')).toHaveLength(12));
  });
});
