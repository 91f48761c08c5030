import type { InputHTMLAttributes } from 'react';
import styles from './profile.module.css';

/** A labelled input of the profile forms, marked invalid with its problem under it. */
export function TextField({
  label,
  problem,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; problem?: string | null }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={`${styles.input} ${problem ? styles.invalid : ''}`}
        aria-invalid={problem ? true : undefined}
        {...input}
      />
      {problem ? <span className={styles.fieldError}>{problem}</span> : null}
    </label>
  );
}
