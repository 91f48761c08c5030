import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchAutocomplete } from './search-autocomplete';
import { nextActive, suggestionLabels } from './search-suggestions';

const getAutoComplete = vi.hoisted(() => vi.fn());
vi.mock('../api/get-autocomplete', () => ({ getAutoComplete }));

const ok = (data: unknown) => ({ ok: true, status: 200, statusText: 'OK', data, headers: new Headers() });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Box() {
  const [text, setText] = useState('');
  return <SearchAutocomplete value={text} onValueChange={setText} aria-label="Search products" />;
}

function renderBox() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<><Box /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Lets the debounce run out and the (mocked) call and its dynamic import settle. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  getAutoComplete.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('SearchAutocomplete', () => {
  it('asks once, 500 ms after typing stops, and highlights the typed part of a Thai word', async () => {
    getAutoComplete.mockResolvedValue(
      ok([
        { TH: 'กระดาษชำระ 6 ม้วน', EN: 'Toilet paper 6 rolls', Text: 'กระดาษชำระ 6 ม้วน', P_Code: 'P000002' },
        { TH: 'ผ้าเช็ดชำระ', EN: null, Text: 'ผ้าเช็ดชำระ' },
      ]),
    );
    renderBox();
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'ชำ' } });
    await settle(300);
    fireEvent.change(field, { target: { value: 'ชำระ' } });
    await settle(499);
    expect(getAutoComplete).not.toHaveBeenCalled();
    await settle(1);
    expect(getAutoComplete).toHaveBeenCalledTimes(1);
    expect(getAutoComplete.mock.calls[0]?.[0]).toBe('ชำระ');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect([...options[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['ชำระ']);
  });

  it('opens the product a suggestion names, or searches its text', async () => {
    getAutoComplete.mockResolvedValue(ok([{ TH: 'นมสด', EN: 'Fresh milk', Text: 'นมสด', P_Code: 'P9' }, { TH: 'นม', EN: 'Milk', Text: 'นม' }]));
    renderBox();
    const field = screen.getByRole('searchbox');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'นม' } });
    await settle(500);
    fireEvent.click(screen.getByRole('option', { name: /นมสด/ }));
    expect(screen.getByTestId('where').textContent).toBe('/product/P9');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'นม ' } });
    await settle(500);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(decodeURIComponent(screen.getByTestId('where').textContent ?? '')).toBe('/product?p=นม');
  });

  it('says nothing was found, with the term', async () => {
    getAutoComplete.mockResolvedValue(ok([]));
    renderBox();
    const field = screen.getByRole('searchbox');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'xyz' } });
    await settle(500);
    expect(screen.getByTestId('search-suggestions').textContent).toBe('ไม่พบคำค้นหา “xyz” กรุณาลองคำอื่น');
  });

  it('closes 200 ms after the field loses focus', async () => {
    getAutoComplete.mockResolvedValue(ok([{ TH: 'นม', EN: 'Milk', Text: 'นม' }]));
    renderBox();
    const field = screen.getByRole('searchbox');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'นม' } });
    await settle(500);
    fireEvent.blur(field);
    await settle(199);
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await settle(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('helpers', () => {
  it('moves through the suggestions and back to the field', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(2, 1, 3)).toBe(-1);
    expect(nextActive(-1, -1, 3)).toBe(2);
  });

  it('shows the reader language first', () => {
    expect(suggestionLabels({ TH: 'นม', EN: 'Milk', Text: 'นม' }, 'en')).toEqual({ primary: 'Milk', secondary: 'นม' });
    expect(suggestionLabels({ TH: null, EN: null, Text: 'นม' }, 'th')).toEqual({ primary: 'นม', secondary: null });
  });
});
