import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** Label and amount pairs (totals, balances), the amount aligned right. */
export function PriceRows({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.rows} ${className}` : styles.rows}>{children}</dl>;
}

export function PriceRow({
  label,
  value,
  className,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
