// A message in place of content that is not there (nothing found, could not load), with its
// actions. Plain markup: the catalogue's pages need no illustration library to say "nothing here".
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({
  title,
  description,
  tone = 'empty',
  children,
  testId,
}: {
  title: string;
  description?: string | null;
  /** 'error' is announced at once to assistive technology. */
  tone?: 'empty' | 'error';
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={styles.state}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {tone === 'error' ? (
          <path
            d="M24 6 44 40H4L24 6Zm0 12v10m0 5v2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M8 16h32l-3 24H11L8 16Zm8 0a8 8 0 0 1 16 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
