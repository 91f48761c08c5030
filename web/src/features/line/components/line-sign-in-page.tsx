// The shared flow of the LINE sign-in hand-off pages: LIFF, LINE Login, ID token for a session,
// then `?redirect=` (a path of this app) or registration for a LINE user without an account.
import { Button, SpinLoading, Space } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { clearLoginAttempt, initLiff, isLiffReady, loginWithLine, type LiffArea } from '@/lib/liff';
import { LINE_NAMESPACE } from '../i18n';
import { RICH_MENU_PARAM, signInWithLine } from '../lib/sign-in';

export type LineSignInState =
  'working' | 'redirecting' | 'unavailable' | 'registration' | 'failed' | 'clock' | 'loop';

/** A `redirect` that is a path of this app, never another site. */
export function safeTarget(value: string | null): string | null {
  if (!value) return null;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return target;
}

export interface LineSignInPageProps {
  /** Route name, for the title and test id. */
  name: 'lineHook' | 'lineAuthen' | 'lineAuthenUser' | 'gatewayLineAuthen' | 'loginAuthAthena';
  area: LiffArea;
  /** Where to land without `?redirect=`. */
  defaultTarget: string;
}

export function LineSignInPage({ name, area, defaultTarget }: LineSignInPageProps) {
  const { t } = useTranslation(LINE_NAMESPACE);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const [state, setState] = useState<LineSignInState>('working');
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, also under StrictMode's double effects.
    if (started.current === attempt) return;
    started.current = attempt;
    const target = safeTarget(search.get('redirect')) ?? defaultTarget;
    const run = async () => {
      const liff = await initLiff({ force: true, area, login: false });
      if (liff.status === 'off') return setState('unavailable');
      if (liff.status === 'redirecting') return setState('redirecting');
      if (liff.status === 'failed')
        return setState(
          liff.reason === 'clock' ? 'clock' : liff.reason === 'login-loop' ? 'loop' : 'failed',
        );
      if (!liff.loggedIn) {
        const login = loginWithLine(window.location.href);
        return setState(
          login === 'redirecting' ? 'redirecting' : login === 'loop' ? 'loop' : 'unavailable',
        );
      }
      const outcome = await signInWithLine({
        area,
        target,
        cid: search.get('cid'),
        richMenuSaleUnit: search.get(RICH_MENU_PARAM),
      });
      switch (outcome.status) {
        case 'signed-in':
          return navigate(localePath(target), { replace: true });
        case 'registration':
          setState('registration');
          return navigate(outcome.path, { replace: true });
        case 'clock':
          return setState('clock');
        case 'off':
          return setState('unavailable');
        default:
          return setState('failed');
      }
    };
    void run();
  }, [attempt, area, defaultTarget, localePath, navigate, search]);

  const retry = () => {
    // Asked for by the person: not a loop.
    clearLoginAttempt();
    // LIFF that failed to start starts afresh only with the page.
    if (!isLiffReady() && state !== 'loop') {
      window.location.reload();
      return;
    }
    setState('working');
    setAttempt((value) => value + 1);
  };

  const busy = state === 'working' || state === 'redirecting' || state === 'registration';
  const message = {
    working: t('signIn.working'),
    redirecting: t('signIn.redirecting'),
    registration: t('signIn.registration'),
    unavailable: t('signIn.unavailable'),
    failed: t('signIn.failed'),
    clock: t('signIn.clock'),
    loop: t('signIn.loop'),
  }[state];

  return (
    <section
      className="eo-line-sign-in"
      data-testid={`page-${name}`}
      data-state={state}
      style={{ padding: '32px 16px', textAlign: 'center' }}
    >
      <PageTitle title={t(`title.${name}`)} />
      {busy ? <SpinLoading style={{ margin: '24px auto', '--size': '40px' }} aria-hidden /> : null}
      <p role={busy ? 'status' : 'alert'}>{message}</p>
      {state === 'unavailable' ? <p>{t('signIn.openInLine')}</p> : null}
      {!busy ? (
        <Space
          direction="vertical"
          block
          style={{ '--gap': '8px', maxWidth: 360, margin: '16px auto 0' }}
        >
          {state !== 'unavailable' ? (
            <Button block color="primary" onClick={retry}>
              {t('signIn.retry')}
            </Button>
          ) : null}
          <Button
            block
            onClick={() => void navigate(localePath(paths.home.href()), { replace: true })}
          >
            {t('signIn.home')}
          </Button>
        </Space>
      ) : null}
    </section>
  );
}
