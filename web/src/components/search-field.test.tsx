import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

afterEach(cleanup);

describe('SearchField', () => {
  it('names its input by the label, not by the library\'s "Search Bar"', () => {
    render(<SearchField label="Search products" />);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(input.getAttribute('placeholder')).toBe('Search products');
    expect(screen.queryByRole('searchbox', { name: 'Search Bar' })).toBeNull();
  });

  it('keeps the name when the label changes and passes the search on', () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchField label="ค้นหาสินค้า" placeholder="รหัสหรือชื่อ" onSearch={onSearch} />,
    );
    rerender(
      <SearchField label="Search products" placeholder="Code or name" onSearch={onSearch} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(input.getAttribute('placeholder')).toBe('Code or name');
    fireEvent.change(input, { target: { value: 'P001' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('P001');
  });
});
