import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityInput } from './quantity-input';

function Harness({ initial = 0, disabled = false }: { initial?: number; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <QuantityInput value={value} onChange={setValue} label="Quantity" decreaseLabel="Less" increaseLabel="More" disabled={disabled} />;
}

describe('QuantityInput', () => {
  it('blocks letters and a digit beyond the maximum length', () => {
    render(<Harness initial={1234} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '5' })).toBe(true);
    fireEvent.change(field, { target: { value: '12345' } });
    expect(fireEvent.keyDown(field, { key: '6' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: 'Backspace' })).toBe(true);
  });

  it('keeps only the digits of pasted text', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '1a2-b3' } });
    expect(field).toHaveProperty('value', '123');
  });

  it('steps with the buttons and never goes below zero', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(screen.getByRole('button', { name: 'Less' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(field).toHaveProperty('value', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(field).toHaveProperty('value', '1');
  });

  it('cannot be changed when disabled (a unit whose price is hidden)', () => {
    render(<Harness disabled />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'More' })).toHaveProperty('disabled', true);
  });
});
