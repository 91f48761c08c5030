import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { blockNonDigit } from './otp-code-form';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

function press(key: string, value: string, selection = 0, ctrlKey = false) {
  const preventDefault = vi.fn();
  const event = {
    key,
    ctrlKey,
    metaKey: false,
    preventDefault,
    currentTarget: { value, selectionStart: 0, selectionEnd: selection },
  } as unknown as KeyboardEvent<HTMLInputElement>;
  blockNonDigit(event, 6);
  return preventDefault.mock.calls.length > 0;
}

describe('the code field key filter', () => {
  it('blocks letters and a seventh digit', () => {
    expect(press('a', '12')).toBe(true);
    expect(press('7', '123456')).toBe(true);
  });

  it('lets digits, editing keys, shortcuts and replacing a selection through', () => {
    expect(press('5', '1234')).toBe(false);
    expect(press('Backspace', '123456')).toBe(false);
    expect(press('v', '123456', 0, true)).toBe(false);
    expect(press('9', '123456', 6)).toBe(false);
  });
});
