// A quantity per unit: minus, a number-only field and plus. The field blocks any key that is not a
// digit, and a digit that would make it longer than its maximum length (the specification's
// number-only filter); pasted text keeps only its digits.
import { digitsOnly, shouldBlockNumberKey } from '@eorder/shared';
import type { KeyboardEvent } from 'react';
import styles from './product-page.module.css';

export const QUANTITY_MAX_LENGTH = 5;

export interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the field. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  maxLength?: number;
  id?: string;
}

export function QuantityInput({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  maxLength = QUANTITY_MAX_LENGTH,
  id,
}: QuantityInputProps) {
  const max = 10 ** maxLength - 1;
  const set = (next: number) => onChange(Math.min(max, Math.max(0, Math.floor(next))));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const selectionLength = Math.abs((input.selectionEnd ?? 0) - (input.selectionStart ?? 0));
    if (
      shouldBlockNumberKey({
        key: event.key,
        value: input.value,
        maxLength,
        selectionLength,
        withModifier: event.ctrlKey || event.metaKey,
      })
    ) {
      event.preventDefault();
    }
  };

  return (
    <span className={styles.quantity}>
      <button type="button" aria-label={decreaseLabel} disabled={disabled || value <= 0} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        maxLength={maxLength}
        disabled={disabled}
        value={value === 0 ? '' : String(value)}
        placeholder="0"
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const digits = digitsOnly(event.target.value, maxLength);
          set(digits === '' ? 0 : Number(digits));
        }}
      />
      <button type="button" aria-label={increaseLabel} disabled={disabled || value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </span>
  );
}
