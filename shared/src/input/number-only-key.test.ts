import { describe, expect, it } from 'vitest';
import { digitsOnly, shouldBlockNumberKey } from './number-only-key.js';

describe('shouldBlockNumberKey', () => {
  it('blocks anything but digits', () => {
    expect(shouldBlockNumberKey({ key: 'a', value: '' })).toBe(true);
    expect(shouldBlockNumberKey({ key: '-', value: '' })).toBe(true);
    expect(shouldBlockNumberKey({ key: '.', value: '1' })).toBe(true);
    expect(shouldBlockNumberKey({ key: '๑', value: '' })).toBe(true); // Thai digit one
    expect(shouldBlockNumberKey({ key: '7', value: '' })).toBe(false);
  });
  it('blocks a digit when the length plus one exceeds the maximum', () => {
    // a mobile number field, 10 digits
    expect(shouldBlockNumberKey({ key: '8', value: '081234567', maxLength: 10 })).toBe(false);
    expect(shouldBlockNumberKey({ key: '8', value: '0812345678', maxLength: 10 })).toBe(true);
    expect(
      shouldBlockNumberKey({ key: '8', value: '0812345678', maxLength: 10, selectionLength: 1 }),
    ).toBe(false);
    expect(shouldBlockNumberKey({ key: '1', value: '', maxLength: 0 })).toBe(true);
  });
  it('lets editing keys and shortcuts through even when full', () => {
    expect(shouldBlockNumberKey({ key: 'Backspace', value: '0812345678', maxLength: 10 })).toBe(
      false,
    );
    expect(shouldBlockNumberKey({ key: 'ArrowLeft', value: '0812345678', maxLength: 10 })).toBe(
      false,
    );
    expect(shouldBlockNumberKey({ key: 'v', value: '', withModifier: true })).toBe(false);
  });
  it('cleans pasted text', () => {
    expect(digitsOnly('081-234-5678 ext 9', 10)).toBe('0812345678');
    expect(digitsOnly('a1b2')).toBe('12');
  });
});
