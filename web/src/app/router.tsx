// Every route of the specification, Thai at the root and English under /en, as plain route objects
// under <BrowserRouter>; each area other than the customer's is a chunk of its own (decision 097).
import { lineRoutes, type LineRouteName } from '@/features/line';
import { lazy, memo, Suspense, use, useEffect, useLayoutEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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
import { PageSkeleton } from '@/components/skeletons';
import { paths, type PathName, type RouteArea } from '@/config/paths';
import { ROUTE_TEXTS } from '@/config/route-texts';
import { loadNamespaces } from '@/lib/i18n';
import { whenPageSettled } from '@/lib/idle';
import { setNavigator } from '@/lib/navigation';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { homeRoutes } from '@/features/home/routes';
import { CustomerLayout } from './layouts/customer-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { routeNameOf } from './layouts/use-route-title';
import {
  AUTHEN,
  featurePage,
  NONE,
  route,
  routes,
  type Guard,
  type LayoutKind,
  type PageLoader,
  type RouteSpec,
} from './route-spec';
import { AppShellFallback, RootShell } from './root-shell';
import { NotFoundPage, RootErrorPage, RouteErrorBoundary } from './routes/error-page';

export type { Guard, LayoutKind, RouteSpec } from './route-spec';

const linePage = (name: LineRouteName): PageLoader => featurePage(lineRoutes[name]);
const authPage = (name: AuthRouteName): PageLoader => featurePage(authRoutes[name]);
const homePage: PageLoader = featurePage(homeRoutes.home);

/**
 * The part of the route table the entry carries: the customer's first pages (home, products),
 * sign-in and the LINE hand-offs, which a first visit opens. The other pages' parts (`AREAS`) are
 * registered when a path of theirs is first opened.
 */
const customerSpecs: RouteSpec[] = [
  route('home', 'customer', AUTHEN, homePage),
  route('product', 'customer', AUTHEN, featurePage(catalogueRoutes.product)),
  route('productDetail', 'customer', AUTHEN, featurePage(catalogueRoutes.productDetail)),
  route('pendingApproval', 'minimal', AUTHEN, authPage('pendingApproval')),

  // sign-in and registration
  ...routes('minimal', NONE, authPage, ['login', 'register', 'verifyOtp', 'backupVerifyOtp']),

  // LINE hand-offs: they create the session, so no guard.
  ...routes('minimal', NONE, linePage, [
    'lineHook',
    'lineAuthen',
    'lineAuthenUser',
    'lineTest',
    'gatewayLineAuthen',
    'loginAuthAthena',
  ]),
];

/**
 * The other areas' parts of the route table, each a chunk of its own with the loaders of its
 * pages: the router registers an area's routes when a path of the area is first opened (or
 * preloaded), before it matches that path.
 */
const AREAS = {
  customer: () => import('./routes/areas/customer'),
  backOffice: () => import('./routes/areas/back-office'),
  rider: () => import('./routes/areas/rider'),
  payment: () => import('./routes/areas/payment'),
  agent: () => import('./routes/areas/agent'),
  chat: () => import('./routes/areas/chat'),
} satisfies Record<string, () => Promise<{ specs: RouteSpec[] }>>;
type AreaName = keyof typeof AREAS;

/** The area whose routes serve the paths of each area of `config/paths.ts` (the customer's: none). */
const AREA_OF: Partial<Record<RouteArea, AreaName>> = {
  merchant: 'backOffice',
  'merchant-public': 'backOffice',
  admin: 'backOffice',
  rider: 'rider',
  'rider-public': 'rider',
  payment: 'payment',
  agent: 'agent',
  chat: 'chat',
};

/**
 * The area of a route: that of its path, but for the sales page, which the back office serves;
 * the customer's pages that the entry does not carry are the customer area's.
 */
const areaOf = (name: PathName): AreaName | undefined =>
  name === 'salesMySales'
    ? 'backOffice'
    : (AREA_OF[paths[name].area] ?? (customerSpecs.some((spec) => spec.name === name) ? undefined : 'customer'));

/** The routes registered so far: the customer's, then each area's as it is first opened. */
const registered: RouteSpec[] = [...customerSpecs];
const areaLoads = new Map<AreaName, Promise<void>>();
const areasIn = new Set<AreaName>();

/** Registers an area's routes (once; a failed load is forgotten, so a later visit may try again). */
function loadArea(area: AreaName): Promise<void> {
  let load = areaLoads.get(area);
  if (!load) {
    load = AREAS[area]().then(({ specs }) => {
      registered.push(...specs);
      areasIn.add(area);
      // The tables are made again, with the area's routes, on the next match.
      delete tables.en;
      delete tables.th;
      matchesByPath.clear();
    });
    areaLoads.set(area, load);
    void load.catch(() => areaLoads.delete(area));
  }
  return load;
}

/** The area whose routes `path` needs and which is not registered yet, if any. */
function missingArea(path: string): AreaName | undefined {
  const name = routeNameOf(path.split(/[?#]/)[0] ?? path);
  const area = name ? areaOf(name) : undefined;
  return area && !areasIn.has(area) ? area : undefined;
}

/** Every route of the table, with every area's (the tests check the whole table). */
export async function allRouteSpecs(): Promise<RouteSpec[]> {
  await Promise.all((Object.keys(AREAS) as AreaName[]).map(loadArea));
  return [...registered];
}

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
  return name ? registered.find((candidate) => candidate.name === name) : undefined;
};

/**
 * Starts loading the page that serves `path` (relative to the base path) before the router renders
 * it: the guards hold a page back until the session is known, and its code need not wait for that.
 */
export function preloadPage(path: string): void {
  const area = missingArea(path);
  if (area) {
    void loadArea(area).then(() => preloadPage(path), () => undefined);
    return;
  }
  const spec = specOf(path);
  if (spec) void loadPage(spec).catch(() => undefined);
}

/** Pages that ask for their data before they render: their module's `preloadData`. */
const dataPreloads: Partial<Record<PathName, () => Promise<{ preloadData: () => void }>>> = {
  home: homeRoutes.home,
  product: catalogueRoutes.product,
  productDetail: catalogueRoutes.productDetail,
  // The rider's list, from its own chunk (the customer's first visit carries none of it).
  rider: () => import('@/features/rider/routes/orders-page'),
  riderSingha: async () => ({ preloadData: (await import('@/features/rider/routes/orders-page')).preloadInvoiceData }),
};

/**
 * Lets the page that serves `path` ask for its data as soon as the session is known. Called once
 * the session in place is the one the page will show (inside LINE, after the LINE sign-in).
 */
export function preloadPageData(path: string): void {
  // By the path's name: an area's routes may not be registered yet (its code is still loading).
  const name = routeNameOf(path.split(/[?#]/)[0] ?? path);
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
export function languageRoutes(specs: RouteSpec[] = registered): RouteObject[] {
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
 * The page of `pathname`: where its area's routes are not registered yet, it waits for them (a
 * navigation is a transition, so the old page stays meanwhile; a first visit shows the shell).
 */
function MatchedRoutes({ pathname }: { pathname: string }) {
  const area = missingArea(pathname);
  if (area) use(loadArea(area));
  return renderMatches(matchesOf(pathname));
}

/**
 * Every route, with the root's error page and the frame of a page while the first one loads.
 * Memoized: matching the route table runs when the location changes, not when a provider above
 * renders again.
 */
export const AppRoutes = memo(function AppRoutes() {
  const location = useLocation();
  // The customer's other pages are a tap away from the first: their routes are registered once the
  // first page has settled, so the first tap does not wait for them.
  useEffect(() => {
    void whenPageSettled().then(() => loadArea('customer')).catch(() => undefined);
  }, []);
  return (
    <RouteErrorBoundary resetKey={location.key} fallback={(error) => <RootErrorPage error={error} />}>
      <NavigatorBridge />
      <Suspense fallback={<AppShellFallback />}>
        <MatchedRoutes pathname={location.pathname} />
      </Suspense>
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
