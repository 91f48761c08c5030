// The screen shown instead of the app when LIFF could not start: LINE not
// reachable, a device clock so wrong that LINE's tokens look invalid, or a LINE
// login that keeps coming back without a session. Retry reloads the page.
import { Button, Space } from 'antd-mobile';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '@/lib/i18n';
import { LIFF_NAMESPACE } from './i18n';
import type { LiffFailure } from './index';

export interface LiffFailureScreenProps {
  reason: LiffFailure;
  message?: string;
  onRetry: () => void;
  /** Offered where the app can run without LINE (outside the LINE app). */
  onContinue?: () => void;
}

const KEYS: Record<LiffFailure, { title: string; message: string }> = {
  init: { title: 'failure.initTitle', message: 'failure.initMessage' },
  clock: { title: 'failure.clockTitle', message: 'failure.clockMessage' },
  'login-loop': { title: 'failure.loopTitle', message: 'failure.loopMessage' },
};

export function LiffFailureScreen({
  reason,
  message,
  onRetry,
  onContinue,
}: LiffFailureScreenProps) {
  const { t } = useTranslation(LIFF_NAMESPACE);
  const keys = KEYS[reason];
  return (
    <main
      className="eo-liff-failure"
      role="alert"
      data-testid={`liff-failure-${reason}`}
      style={{ padding: '48px 24px', maxWidth: 480, margin: '0 auto', textAlign: 'center' }}
    >
      <h1 style={{ fontSize: 20 }}>{t(keys.title)}</h1>
      <p>{t(keys.message)}</p>
      {reason === 'init' && message ? (
        <p style={{ color: '#8c8c8c', fontSize: 12 }}>{t('failure.detail', { message })}</p>
      ) : null}
      <Space direction="vertical" block style={{ '--gap': '8px', marginTop: 24 }}>
        <Button block color="primary" size="large" onClick={onRetry}>
          {t('failure.retry')}
        </Button>
        {onContinue ? (
          <Button block size="large" onClick={onContinue}>
            {t('failure.continueWithout')}
          </Button>
        ) : null}
      </Space>
    </main>
  );
}

/** Renders the failure screen into the app's container (i18n must be initialised). */
export function renderLiffFailure(
  container: HTMLElement,
  failure: { reason: LiffFailure; message?: string },
  onContinue?: () => void,
): void {
  const retry = () => window.location.reload();
  createRoot(container).render(
    <StrictMode>
      {/* The screen's texts may still be on their way: nothing shows until they are. */}
      <Suspense fallback={null}>
        <LiffFailureScreen
          reason={failure.reason}
          message={failure.message}
          onRetry={retry}
          onContinue={onContinue}
        />
      </Suspense>
    </StrictMode>,
  );
}
