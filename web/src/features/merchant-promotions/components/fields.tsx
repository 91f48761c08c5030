// Labelled inputs of the wizard.
import { useId } from 'react';
import styles from './promotions.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
}

export function TextField({ label, value, onChange, maxLength, multiline, placeholder, inputMode }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className={styles.input} rows={3} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A number of at least 0; empty is null. */
export function NumberField({ label, value, onChange }: NumberFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const parsed = Number(text);
          onChange(text === '' || !Number.isFinite(parsed) ? null : Math.max(0, parsed));
        }}
      />
    </div>
  );
}
