import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import styles from './auth-page.module.css';

export { styles as authStyles };

/** The frame of every sign-in page: its heading, an introduction, the form and links below it. */
export function AuthPage({
  title,
  intro,
  children,
  footer,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page} data-testid={testId}>
      <section className={styles.card} aria-label={title}>
        <header className={styles.header}>
          <PageTitle title={title} />
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}

/** A message from the server (or a network failure) shown above the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.error} role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
