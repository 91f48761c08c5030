import { useEffect, useState } from 'react';
import { MAX_LINE_QTY } from '@eorder/shared';
import styles from './cart.module.css';

const MAX = MAX_LINE_QTY;

/**
 * A quantity with minus and plus buttons and a number field. The field takes what is typed and
 * commits it on blur or Enter; an empty or unreadable entry goes back to the last value.
 */
export function QuantityInput({
  value,
  onChange,
  label,
  min = 0,
  disabled = false,
  testId,
}: {
  value: number;
  onChange: (next: number) => void;
  label: string;
  min?: number;
  disabled?: boolean;
  testId?: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = Number(text);
    if (text.trim() === '' || !Number.isInteger(next) || next < min) {
      setText(String(value));
      return;
    }
    const capped = Math.min(MAX, next);
    setText(String(capped));
    if (capped !== value) onChange(capped);
  };

  return (
    <div className={styles.quantity} role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className={styles.quantityButton}
        aria-label={`- ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <input
        className={styles.quantityField}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        disabled={disabled}
        maxLength={5}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.quantityButton}
        aria-label={`+ ${label}`}
        disabled={disabled || value >= MAX}
        onClick={() => onChange(Math.min(MAX, value + 1))}
      >
        +
      </button>
    </div>
  );
}
