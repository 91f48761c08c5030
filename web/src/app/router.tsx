// Every route of the specification, registered twice: Thai at the root and English under /en.
// Pages are lazy; the merchant, rider, payment, chat and agent areas are chunks of their own, so the
// customer home loads none of them. Each route declares its layout and the guards of the
// specification (see the table below); guards come from the auth feature.
//
// The routes are plain route objects matched and rendered under a <BrowserRouter>, not a data
// router: no route loads data (the pages use SWR), and the data router's code would be about a
// sixth of the first page's JavaScript. Lazy pages are React.lazy under Suspense (navigations are
// transitions, so the old page stays until the new one is ready), errors are caught per layout.
import { lineRoutes, type LineRouteName } from '@/features/line';
import { lazy, memo, Suspense, useLayoutEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Outlet,
  renderMatches,
  useLocation,
  useNavigate,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import {
  authRoutes,
  RequireApproved,
  RequireAuthen,
  RequireNotLoginAsSaleman,
  RequireRider,
  RequireStaff,
  RequireVerifiedUser,
  type AuthRouteName,
} from '@/features/auth';
import type { PageModule } from '@/features/shell-pages/title-page';
import { PageSkeleton } from '@/components/skeletons';
import { paths, type PathName } from '@/config/paths';
import { ROUTE_TEXTS } from '@/config/route-texts';
import { loadNamespaces } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { contentRoutes } from '@/features/content/routes';
import { homeRoutes } from '@/features/home/routes';
import { wishlistRoutes } from '@/features/wishlist/routes';
import { CustomerLayout } from './layouts/customer-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { routeNameOf } from './layouts/use-route-title';
import { AppShellFallback, RootShell } from './root-shell';
import { NotFoundPage, RootErrorPage, RouteErrorBoundary } from './routes/error-page';

/** The guards of the specification, applied outermost first. */
export type Guard =
  /** authen: customer pages; guests pass unless guest mode is disabled; pending approval redirect. */
  | 'authen'
  /** authen for pages guests may not open. */
  | 'guestBlocked'
  /** notLoginAsSaleman: a salesperson acting for a client goes back one page. */
  | 'notSaleman'
  /** stUserAuthen: merchant staff. */
  | 'staff'
  /** riderAuthen. */
  | 'rider'
  /** verifiedUser: verified agents. */
  | 'verified'
  /** Only the pending-approval redirect (public customer pages). */
  | 'approved';

export type LayoutKind = 'customer' | 'minimal' | 'merchant' | 'rider';

type PageLoader = () => Promise<ComponentType>;

export interface RouteSpec {
  name: PathName;
  layout: LayoutKind;
  guards: Guard[];
  load: PageLoader;
}

// One dynamic import per area: the bundler makes each a chunk of its own.
const fromModule =
  (load: () => Promise<{ pages: PageModule }>, name: PathName): PageLoader =>
  async () => {
    const page = (await load()).pages[name];
    if (!page) throw new Error(`No page for route ${name}`);
    return page;
  };
const diagnosticsPage = (name: PathName) => fromModule(() => import('@/features/diagnostics/routes'), name);
const merchantPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/merchant-pages'), name);
const riderPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/rider-pages'), name);
const paymentPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/payment-pages'), name);
const agentPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/agent-pages'), name);
const chatPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/chat-pages'), name);
const adminConfigPage = (name: PathName) => fromModule(() => import('@/features/admin-config/routes'), name);
const linePage =
  (name: LineRouteName): PageLoader =>
  async () =>
    (await lineRoutes[name]()).Component;
const cartPage = (name: PathName) => fromModule(() => import('@/features/cart/routes'), name);
const checkoutPage = (name: PathName) => fromModule(() => import('@/features/checkout/routes'), name);
const ordersPage = (name: PathName) => fromModule(() => import('@/features/orders/routes'), name);
const pointsPage = (name: PathName) => fromModule(() => import('@/features/points/routes'), name);
const vouchersPage = (name: PathName) => fromModule(() => import('@/features/vouchers/routes'), name);
const subscriptionsPage = (name: PathName) => fromModule(() => import('@/features/subscriptions/routes'), name);
const profilePage = (name: PathName) => fromModule(() => import('@/features/profile/routes'), name);
const authPage =
  (name: AuthRouteName): PageLoader =>
  async () =>
    (await authRoutes[name]()).Component;
/** A page of a feature whose route module exports `Component` (catalogue, content, wishlist, home). */
const featurePage =
  (load: () => Promise<{ Component: ComponentType }>): PageLoader =>
  async () =>
    (await load()).Component;
const homePage: PageLoader = featurePage(homeRoutes.home);

const route = (name: PathName, layout: LayoutKind, guards: Guard[], load: PageLoader): RouteSpec => ({
  name,
  layout,
  guards,
  load,
});

/** Pages of one layout behind the same guards, each loaded by `page(name)`. */
const routes = <N extends PathName>(layout: LayoutKind, guards: Guard[], page: (name: N) => PageLoader, names: N[]) =>
  names.map((name) => route(name, layout, guards, page(name)));

const AUTHEN: Guard[] = ['authen'];
const BLOCKED: Guard[] = ['guestBlocked'];
const BLOCKED_NOT_SALEMAN: Guard[] = ['guestBlocked', 'notSaleman'];
const STAFF: Guard[] = ['staff'];
const RIDER: Guard[] = ['rider'];
const NONE: Guard[] = [];

/** The route table: which layout and guards each page of the specification has. */
export const routeSpecs: RouteSpec[] = [
  // customer
  route('home', 'customer', AUTHEN, homePage),
  route('product', 'customer', AUTHEN, featurePage(catalogueRoutes.product)),
  route('productDetail', 'customer', AUTHEN, featurePage(catalogueRoutes.productDetail)),
  ...routes('customer', AUTHEN, cartPage, ['cart', 'cartAdv']),
  route('checkoutAdv', 'customer', BLOCKED, checkoutPage('checkoutAdv')),
  ...routes('customer', BLOCKED, ordersPage, ['history', 'historyDetail', 'historyDeliveryOrder', 'orderTracking']),
  route('news', 'customer', AUTHEN, featurePage(contentRoutes.news)),
  route('pointTcp', 'customer', BLOCKED, pointsPage('pointTcp')),
  route('voucherCoupon', 'customer', BLOCKED, vouchersPage('voucherCoupon')),
  route('voucherPoints', 'customer', BLOCKED, pointsPage('voucherPoints')),
  ...routes('customer', BLOCKED, subscriptionsPage, ['orderSubscription', 'orderSubscriptionDetail']),
  // Content (privacy and cookies policies among them) must be readable before anyone signs in.
  route('contents', 'customer', ['approved'], featurePage(contentRoutes.contents)),
  route('cmsContent', 'customer', ['approved'], featurePage(contentRoutes.cmsContent)),
  route('profile', 'customer', AUTHEN, profilePage('profile')),
  route('profileAddress', 'customer', BLOCKED, profilePage('profileAddress')),
  ...routes('customer', BLOCKED_NOT_SALEMAN, profilePage, ['profileChangePassword', 'profileEditProfile']),
  route('profileMyCoupon', 'customer', BLOCKED, vouchersPage('profileMyCoupon')),
  route('profileNewsList', 'customer', BLOCKED_NOT_SALEMAN, featurePage(contentRoutes.profileNewsList)),
  route('profileWishlist', 'customer', BLOCKED, featurePage(wishlistRoutes.profileWishlist)),
  route('pdpa', 'minimal', AUTHEN, profilePage('pdpa')),
  route('pendingApproval', 'minimal', AUTHEN, authPage('pendingApproval')),
  route('releaseNotes', 'minimal', NONE, featurePage(contentRoutes.releaseNotes)),
  route('releaseNotesApi', 'minimal', NONE, featurePage(contentRoutes.releaseNotesApi)),
  route('test', 'minimal', NONE, diagnosticsPage('test')),

  // sign-in and registration
  ...routes('minimal', NONE, authPage, ['login', 'register', 'verifyOtp', 'backupVerifyOtp']),

  // chat
  route('chatGuest', 'customer', ['authen', 'notSaleman'], chatPage('chatGuest')),
  ...routes('customer', BLOCKED_NOT_SALEMAN, chatPage, ['chatList', 'chatListDetail', 'chatRoom']),

  // LINE hand-offs: they create the session, so no guard.
  ...routes('minimal', NONE, linePage, [
    'lineHook',
    'lineAuthen',
    'lineAuthenUser',
    'lineTest',
    'gatewayLineAuthen',
    'loginAuthAthena',
  ]),

  // payment: pages of an order, so signed-in customers only; provider returns in the minimal layout.
  ...routes('customer', BLOCKED, paymentPage, [
    'paymentSlip',
    'paymentUploadSlip',
    'paymentCombine',
    'paymentQrCodeIpone',
  ]),
  ...routes('minimal', BLOCKED, paymentPage, [
    'paymentStatus',
    'paymentKbankCallback',
    'paymentKbankOrderCallback',
    'paymentReturn',
  ]),
  route('gatewayVerify', 'minimal', NONE, paymentPage('gatewayVerify')),

  // agents
  ...routes('customer', ['verified'], agentPage, [
    'agentsCustomers',
    'agentsProducts',
    'agentsRegister',
    'agentsProductsAdd',
    'agentsProductsEdit',
  ]),

  // riders
  ...routes('minimal', NONE, authPage, ['riderLogin', 'riderVerifyOtp']),
  ...routes('rider', RIDER, riderPage, [
    'rider',
    'riderHistory',
    'riderProfile',
    'riderSingha',
    'riderDetail',
    'riderDetailSingha',
  ]),

  // merchant back office
  ...routes('minimal', NONE, authPage, ['merchantLogin', 'merchantVerifyOtp']),
  ...routes('minimal', NONE, merchantPage, [
    'merchantRegister',
    'merchantRegisterDist',
    'merchantRegisterDistAddress',
    'merchantRegisterDistBookbank',
    'merchantRegisterDistImage',
    'merchantRegisterDistLocation',
    'merchantRegisterDistSelect',
    'merchantRegisterDistSuccess',
  ]),
  ...routes('merchant', STAFF, merchantPage, [
    'merchantHome',
    'merchantOrder',
    'merchantOrderRedeem',
    'merchantOrderDetail',
    'merchantOrderPayment',
    'merchantOrderTracking',
    'merchantProduct',
    'merchantProductDetail',
    'merchantProductAdvancePrice',
    'merchantProductPriceLevelUnit1',
    'merchantProductPriceLevelUnit2',
    'merchantProductPriceLevelUnit3',
    'merchantProductCategory',
    'merchantPromotion',
    'merchantPromotionDetail',
    'merchantPromotionCondition',
    'merchantPromotionStepDetail',
    'merchantCustomer',
    'merchantCustomerDetail',
    'merchantCustomerPhoto',
    'merchantCustomerPhotoCapture',
    'merchantBroadcast',
    'merchantBroadcastCreate',
    'merchantBroadcastDetail',
    'merchantTag',
    'merchantTagCreate',
    'merchantTagDetail',
    'merchantSurvey',
    'merchantProfile',
    'merchantProfileEdit',
    'merchantProfileChangePassword',
    'merchantProfileDc',
  ]),
  ...routes('merchant', STAFF, chatPage, ['merchantSupportChat', 'merchantSupportChatCustomer']),
  ...routes('merchant', STAFF, merchantPage, ['salesMySales', 'manageRegisterFromPc']),
  route('adminConfigSync', 'minimal', STAFF, adminConfigPage('adminConfigSync')),
];

const GUARD_ELEMENTS: Record<Guard, () => ReactNode> = {
  authen: () => <RequireAuthen />,
  guestBlocked: () => <RequireAuthen guestBlocked />,
  notSaleman: () => <RequireNotLoginAsSaleman />,
  staff: () => <RequireStaff />,
  rider: () => <RequireRider />,
  verified: () => <RequireVerifiedUser />,
  approved: () => <RequireApproved />,
};

/** The route's path relative to its language root ('' for home, which is the index route). */
function relativePath(name: PathName): string {
  return paths[name].pattern.replace(/^\//, '');
}

// One load and one lazy component per page, shared by the Thai and English routes (React.lazy
// must be created once). A failed load is forgotten, so a later `preloadPage` may try again.
const pageLoads = new Map<PathName, Promise<ComponentType>>();
const lazyPages = new Map<PathName, LazyExoticComponent<ComponentType>>();

function loadPage(spec: RouteSpec): Promise<ComponentType> {
  let load = pageLoads.get(spec.name);
  if (!load) {
    // The page's texts load beside its code, not after it (the code would ask for them itself).
    const texts = loadNamespaces(...(ROUTE_TEXTS[spec.name] ?? []));
    load = Promise.all([spec.load(), texts]).then(([page]) => page);
    pageLoads.set(spec.name, load);
    void load.catch(() => pageLoads.delete(spec.name));
  }
  return load;
}

function lazyPage(spec: RouteSpec): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(spec.name);
  if (!page) {
    page = lazy(async () => ({ default: await loadPage(spec) }));
    lazyPages.set(spec.name, page);
  }
  return page;
}

const specOf = (path: string): RouteSpec | undefined => {
  const name = routeNameOf(path.split(/[?#]/)[0] ?? path);
  return name ? routeSpecs.find((candidate) => candidate.name === name) : undefined;
};

/**
 * Starts loading the page that serves `path` (relative to the base path) before the router renders
 * it: the guards hold a page back until the session is known, and its code need not wait for that.
 */
export function preloadPage(path: string): void {
  const spec = specOf(path);
  if (spec) void loadPage(spec).catch(() => undefined);
}

/** Pages that ask for their data before they render: their module's `preloadData`. */
const dataPreloads: Partial<Record<PathName, () => Promise<{ preloadData: () => void }>>> = {
  home: homeRoutes.home,
  product: catalogueRoutes.product,
  productDetail: catalogueRoutes.productDetail,
};

/**
 * Lets the page that serves `path` ask for its data as soon as the session is known. Called once
 * the session in place is the one the page will show (inside LINE, after the LINE sign-in).
 */
export function preloadPageData(path: string): void {
  const name = specOf(path)?.name;
  const load = name ? dataPreloads[name] : undefined;
  if (load) void load().then((page) => page.preloadData()).catch(() => undefined);
}

function pageRoute(spec: RouteSpec): RouteObject {
  const Page = lazyPage(spec);
  const element = <Page />;
  const path = relativePath(spec.name);
  return path === '' ? { index: true, element } : { path, element };
}

/** Nests the pages under their guards, grouping pages that share the same guard chain. */
function guardedRoutes(specs: RouteSpec[]): RouteObject[] {
  const groups = new Map<string, RouteSpec[]>();
  for (const spec of specs) {
    const key = spec.guards.join('>');
    groups.set(key, [...(groups.get(key) ?? []), spec]);
  }
  const result: RouteObject[] = [];
  for (const [key, group] of groups) {
    let children = group.map(pageRoute);
    const guards = key === '' ? [] : (key.split('>') as Guard[]);
    for (const guard of [...guards].reverse()) {
      children = [{ element: GUARD_ELEMENTS[guard](), children }];
    }
    result.push(...children);
  }
  return result;
}

/** The page area of a layout: errors of a page render inside its layout, a loading page as a skeleton. */
function PageArea() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const MerchantLayout = lazy(async () => ({ default: (await import('./layouts/merchant-layout')).MerchantLayout }));
const RiderLayout = lazy(async () => ({ default: (await import('./layouts/rider-layout')).RiderLayout }));

function layoutElement(layout: LayoutKind): ReactNode {
  switch (layout) {
    case 'customer':
      return <CustomerLayout />;
    case 'minimal':
      return <MinimalLayout />;
    // The back-office layouts are chunks of their own; the layout itself has the root's error page.
    case 'merchant':
      return (
        <Suspense fallback={<AppShellFallback />}>
          <MerchantLayout />
        </Suspense>
      );
    case 'rider':
      return (
        <Suspense fallback={<AppShellFallback />}>
          <RiderLayout />
        </Suspense>
      );
  }
}

function layoutRoute(layout: LayoutKind, children: RouteObject[]): RouteObject {
  return { element: layoutElement(layout), children: [{ element: <PageArea />, children }] };
}

/** The routes of one language, relative to its root ('/' for Thai, '/en' for English). */
export function languageRoutes(specs: RouteSpec[] = routeSpecs): RouteObject[] {
  const layouts: LayoutKind[] = ['customer', 'minimal', 'merchant', 'rider'];
  const routes = layouts.map((layout) =>
    layoutRoute(
      layout,
      guardedRoutes(specs.filter((spec) => spec.layout === layout)),
    ),
  );
  // Unknown paths: the 404 page inside the customer layout.
  routes.push({
    element: <CustomerLayout />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  });
  return routes;
}

// The route table is large (every route twice, under layouts and guards: the root shell over the
// English routes under 'en' and the Thai ones under '/'), and react-router flattens and ranks it,
// compiling each path, on every match. So each path is matched once per page load, and against the
// half its language can match: a path under /en only ever matches under 'en' (a static segment
// outranks every Thai route), any other path only under '/'.
const tables: { en?: RouteObject[]; th?: RouteObject[] } = {};
const ENGLISH_PATH = /^\/en(?:\/|$)/i;

/** The route table that can match `pathname`. */
export function routeTableOf(pathname: string): RouteObject[] {
  if (ENGLISH_PATH.test(pathname)) {
    tables.en ??= [{ element: <RootShell />, children: [{ path: 'en', children: languageRoutes() }] }];
    return tables.en;
  }
  tables.th ??= [{ element: <RootShell />, children: [{ path: '/', children: languageRoutes() }] }];
  return tables.th;
}

const matchesByPath = new Map<string, RouteMatch[] | null>();
const MATCHES_KEPT = 50;

function matchesOf(pathname: string): RouteMatch[] | null {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routeTableOf(pathname), pathname);
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.clear();
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/** Lets code outside React (the API client, logout) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(undefined);
  }, [navigate]);
  return null;
}

/**
 * Every route, with the root's error page and the frame of a page while the first one loads.
 * Memoized: matching the route table runs when the location changes, not when a provider above
 * renders again.
 */
export const AppRoutes = memo(function AppRoutes() {
  const location = useLocation();
  const routes = renderMatches(matchesOf(location.pathname));
  return (
    <RouteErrorBoundary resetKey={location.key} fallback={(error) => <RootErrorPage error={error} />}>
      <NavigatorBridge />
      <Suspense fallback={<AppShellFallback />}>{routes}</Suspense>
    </RouteErrorBoundary>
  );
});

/** The app under the base path the bff injected (`<base href>`). */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
