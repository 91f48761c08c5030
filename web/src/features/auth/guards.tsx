// Route guards of the specification and the pending-approval redirect, as element wrappers. While
// the session is restored they show a skeleton, never a redirect (decision 001).
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageSkeleton } from '@/components/skeletons';
import { localizePath, paths, stripLangPrefix, useLang, type Lang } from '@/config/paths';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { showToast } from '@/lib/toast';
import { useSession } from '@/lib/session';

interface GuardProps {
  /** Rendered when allowed; the nested routes (<Outlet/>) when absent. */
  children?: ReactNode;
}

const allowed = (children: ReactNode) => (children === undefined ? <Outlet /> : <>{children}</>);

/** The placeholder while the session is being restored. */
export function SessionSkeleton() {
  return (
    <div data-testid="session-skeleton" className="eo-container">
      <PageSkeleton />
    </div>
  );
}

/** A sign-in page of the current language, carrying the current location to come back to. */
function SignInRedirect({ to }: { to: string }) {
  const location = useLocation();
  const lang = useLang();
  const back = `${location.pathname}${location.search}${location.hash}`;
  const target = localizePath(`${to}?${new URLSearchParams({ redirect: back }).toString()}`, lang);
  return <Navigate to={target} replace state={{ from: location }} />;
}

/** Is the pending-approval setting on (runtime flag, or the web-configuration value Y)? */
function usePendingApprovalSetting(): boolean {
  const webConfig = useSnapshot(webConfigStore);
  return getRuntimeConfig().flags.pendingApprovalRegister || webConfig.values.pendingApprovalRegister;
}

function pendingRedirect(pathname: string, lang: Lang): string | null {
  const here = stripLangPrefix(pathname);
  return here === paths.pendingApproval.pattern ? null : localizePath(paths.pendingApproval.href(), lang);
}

/**
 * Customer pages. Guests pass unless guest mode is disabled or the page is `guestBlocked`; a new
 * customer awaiting approval goes to /pendingApproval when the setting is on.
 */
export function RequireAuthen({ guestBlocked = false, children }: GuardProps & { guestBlocked?: boolean }) {
  const session = useSession();
  const pendingSetting = usePendingApprovalSetting();
  const location = useLocation();
  const lang = useLang();

  if (session.status !== 'ready') return <SessionSkeleton />;
  const guestAllowed = !getRuntimeConfig().flags.disableGuestMode;
  if (!session.isAuthenticated && (guestBlocked || !guestAllowed)) {
    return <SignInRedirect to={paths.login.href()} />;
  }
  if (pendingSetting && session.isPendingApproval) {
    const target = pendingRedirect(location.pathname, lang);
    if (target) return <Navigate to={target} replace />;
  }
  return allowed(children);
}

/** The pending-approval redirect alone, for pages outside `RequireAuthen`. */
export function RequireApproved({ children }: GuardProps) {
  const session = useSession();
  const pendingSetting = usePendingApprovalSetting();
  const location = useLocation();
  const lang = useLang();

  if (session.status !== 'ready') return <SessionSkeleton />;
  if (pendingSetting && session.isPendingApproval) {
    const target = pendingRedirect(location.pathname, lang);
    if (target) return <Navigate to={target} replace />;
  }
  return allowed(children);
}

/** One step back, or home when this page was the first one the app showed in this tab. */
function GoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLang();
  // The router gives the first location of a tab the key 'default': there is nothing to go back to.
  const first = location.key === 'default';
  useEffect(() => {
    if (first) void navigate(localizePath(paths.home.href(), lang), { replace: true });
    else void navigate(-1);
  }, [first, navigate, lang]);
  return null;
}

/** Pages a salesperson acting for a client may not open: they are sent back one page. */
export function RequireNotLoginAsSaleman({ children }: GuardProps) {
  const session = useSession();
  if (session.status !== 'ready') return <SessionSkeleton />;
  if (session.isLoginAsSaleman) return <GoBack />;
  return allowed(children);
}

/** Rider pages: without a rider session, /rider/login. */
export function RequireRider({ children }: GuardProps) {
  const session = useSession();
  if (session.status !== 'ready') return <SessionSkeleton />;
  if (!session.rider) return <SignInRedirect to={paths.riderLogin.href()} />;
  return allowed(children);
}

/** Merchant back-office pages: without a staff session, /merchant/login. */
export function RequireStaff({ children }: GuardProps) {
  const session = useSession();
  if (session.status !== 'ready') return <SessionSkeleton />;
  if (!session.staff) return <SignInRedirect to={paths.merchantLogin.href()} />;
  return allowed(children);
}

function NotVerified() {
  const lang = useLang();
  useEffect(() => {
    // The error catalogue (every message in two languages) loads only when it is needed.
    void import('@eorder/shared').then(({ formatErrorMessage }) =>
      showToast(formatErrorMessage('AGENT_NOT_VERIFIED', lang), { kind: 'fail' }),
    );
  }, [lang]);
  return <Navigate to={localizePath(paths.home.href(), lang)} replace />;
}

/** Agent pages: a verified agent only (signed out or guest: /login; not verified: home). */
export function RequireVerifiedUser({ children }: GuardProps) {
  const session = useSession();
  if (session.status !== 'ready') return <SessionSkeleton />;
  if (!session.isAuthenticated) return <SignInRedirect to={paths.login.href()} />;
  if (!session.isVerifiedAgent) return <NotVerified />;
  return allowed(children);
}
