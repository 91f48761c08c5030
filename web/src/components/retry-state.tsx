import Button from 'antd-mobile/es/components/button';
import { EmptyState } from './empty-state';
import styles from './ui.module.css';

interface RetryProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed, in place of the page's content: the message and a button to try again. */
export function RetryState({ message, retryLabel, onRetry }: RetryProps) {
  return (
    <EmptyState tone="error" title={message}>
      <Button color="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </EmptyState>
  );
}

/** A load that failed, as a card among others, announced to screen readers. */
export function RetryCard({ message, retryLabel, onRetry }: RetryProps) {
  return (
    <div className={styles.card} role="alert">
      <p>{message}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
