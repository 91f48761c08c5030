import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LinkButton } from '@/components/link-button';
import { PageSkeleton } from '@/components/skeletons';
import { useDocumentTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { getBasePath } from '@/lib/navigation';
import { i18n, useTranslation } from '@/lib/i18n';

export interface ErrorViewProps {
  statusCode: number;
  /** Already translated; the default message of the status when absent. */
  message?: string;
}

/**
 * The error page of the specification: title Not Found for 404, else Error; the status code (or
 * 'Error occured' for 500) and a translated message; a way home.
 */
export function ErrorView({ statusCode, message }: ErrorViewProps) {
  const { t } = useTranslation('errors');
  const localePath = useLocalePath();
  const title = statusCode === 404 ? t('notFoundTitle') : t('errorTitle');
  useDocumentTitle(title);
  const headline = statusCode === 500 ? t('errorOccured') : String(statusCode);
  const text = message ?? (statusCode === 404 ? t('pageNotFound') : t('errorOccured'));
  return (
    <div className="eo-error-page" data-testid="error-page">
      <h1 className="eo-error-title">{title}</h1>
      <p className="eo-error-status" data-testid="error-status">
        {headline}
      </p>
      <p className="eo-error-message" data-testid="error-message">
        {text}
      </p>
      <LinkButton to={localePath(paths.home.href())} color="primary">
        {t('backHome')}
      </LinkButton>
    </div>
  );
}

interface GuardState {
  failed: boolean;
}

/** Catches a failure of the error page itself: a plain message and a plain link home. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { failed: false };

  static getDerivedStateFromError(): GuardState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const en = i18n.language === 'en';
    // No router, no translation hook: whatever broke the error page may be broken here too.
    return (
      <div className="eo-error-page" data-testid="error-page-failed">
        <p>{i18n.t('errors:errorPageFailed', { defaultValue: 'An error occurred while showing the error page' })}</p>
        <a href={`${getBasePath()}${en ? 'en' : ''}`}>{i18n.t('errors:backHome', { defaultValue: 'Home' })}</a>
      </div>
    );
  }
}

/** What a route shows when its page failed: chunk failures reload (throttled); others the error page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');

  if (isChunkLoadError(error)) {
    // A new deploy replaced the chunk: reload once; if that already happened within a minute the
    // chunk is really gone and the page says so.
    if (reloadForChunkError()) return <PageSkeleton />;
    return (
      <ErrorPageGuard>
        <ErrorView statusCode={500} message={t('chunkFailed')} />
      </ErrorPageGuard>
    );
  }

  return (
    <ErrorPageGuard>
      <ErrorView statusCode={500} />
    </ErrorPageGuard>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the location's key) clears a caught error: the next page gets its chance. */
  resetKey?: string;
  /** Renders the caught error; the route error page when absent. */
  fallback?: (error: unknown) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches what a page (or its lazy chunk) throws while rendering, and shows the error page instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <RouteErrorPage error={this.state.error} />;
  }
}

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPageGuard>
      <ErrorView statusCode={404} message={t('pageNotFound')} />
    </ErrorPageGuard>
  );
}

/** The error page where no layout (and so no `<main>`) is around it: the root of the app. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main">
      <RouteErrorPage error={error} />
    </main>
  );
}
