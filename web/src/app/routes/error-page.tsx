import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LinkButton } from '@/components/link-button';
import { PageSkeleton } from '@/components/skeletons';
import { useDocumentTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { getBasePath } from '@/lib/navigation';
import { i18n } from '@/lib/i18n';

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
    // No router, no i18next hook: whatever broke the error page may be broken here too.
    return (
      <div className="eo-error-page" data-testid="error-page-failed">
        <p>{i18n.t('errors:errorPageFailed', { defaultValue: 'An error occurred while showing the error page' })}</p>
        <a href={`${getBasePath()}${en ? 'en' : ''}`}>{i18n.t('errors:backHome', { defaultValue: 'Home' })}</a>
      </div>
    );
  }
}

/** The router's error element: chunk failures reload (throttled); other errors show the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
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

  if (!isRouteErrorResponse(error)) console.error(error);
  const statusCode = isRouteErrorResponse(error) ? error.status : 500;
  const message = statusCode === 404 ? t('pageNotFound') : undefined;
  return (
    <ErrorPageGuard>
      <ErrorView statusCode={statusCode} message={message} />
    </ErrorPageGuard>
  );
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

/** The error element of the root route, where no layout (and so no `<main>`) is around it. */
export function RootErrorPage() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  );
}
