/** Keys that edit or move rather than type, always let through by the number-only filter. */
const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export interface NumberKeyInput {
  /** `KeyboardEvent.key`. */
  key: string;
  /** The field's current value. */
  value: string;
  /** The field's maximum length; no limit when absent. */
  maxLength?: number | null;
  /** Characters currently selected (they are replaced by the key). Default 0. */
  selectionLength?: number;
  /** Ctrl or Meta held: copy, paste, select-all pass. */
  withModifier?: boolean;
}

/**
 * Should a key press be blocked in a number-only field? Blocks any typed character that is not a
 * digit 0-9, and a digit when the current length plus one would exceed the maximum length
 * (selected characters are replaced, so they are not counted). Editing and moving keys, and
 * shortcuts with Ctrl or Meta, are let through.
 */
export function shouldBlockNumberKey(input: NumberKeyInput): boolean {
  const { key, value, maxLength, selectionLength = 0, withModifier = false } = input;
  if (withModifier || CONTROL_KEYS.has(key)) return false;
  if (!/^[0-9]$/.test(key)) return true;
  if (maxLength === null || maxLength === undefined || maxLength < 0) return false;
  return value.length - Math.max(0, selectionLength) + 1 > maxLength;
}

/** A pasted or dropped text reduced to its digits and cut to the maximum length. */
export function digitsOnly(text: string, maxLength?: number | null): string {
  const digits = text.replace(/\D+/g, '');
  return maxLength !== null && maxLength !== undefined && maxLength >= 0
    ? digits.slice(0, maxLength)
    : digits;
}
