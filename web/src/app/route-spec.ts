// The vocabulary of the route table (router.tsx) and of the areas' route lists (routes/areas/):
// which layout and guards a page has, and how its code loads. No imports but types, so an area's
// list costs its chunk nothing beyond its own names.
import type { ComponentType } from 'react';
import type { PageModule } from '@/features/shell-pages/title-page';
import type { PathName } from '@/config/paths';

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

export type PageLoader = () => Promise<ComponentType>;

export interface RouteSpec {
  name: PathName;
  layout: LayoutKind;
  guards: Guard[];
  load: PageLoader;
}

export const AUTHEN: Guard[] = ['authen'];
export const BLOCKED: Guard[] = ['guestBlocked'];
export const BLOCKED_NOT_SALEMAN: Guard[] = ['guestBlocked', 'notSaleman'];
export const STAFF: Guard[] = ['staff'];
export const RIDER: Guard[] = ['rider'];
export const NONE: Guard[] = [];

/** A page of a module that exports its pages by route name (`pages`); one dynamic import per module. */
export const fromModule =
  (load: () => Promise<{ pages: PageModule }>, name: PathName): PageLoader =>
  async () => {
    const page = (await load()).pages[name];
    if (!page) throw new Error(`No page for route ${name}`);
    return page;
  };

/** A page whose module exports `Component` (the auth, LINE, catalogue, content pages). */
export const featurePage =
  (load: () => Promise<{ Component: ComponentType }>): PageLoader =>
  async () =>
    (await load()).Component;

export const route = (name: PathName, layout: LayoutKind, guards: Guard[], load: PageLoader): RouteSpec => ({
  name,
  layout,
  guards,
  load,
});

/** Pages of one layout behind the same guards, each loaded by `page(name)`. */
export const routes = <N extends PathName>(
  layout: LayoutKind,
  guards: Guard[],
  page: (name: N) => PageLoader,
  names: N[],
): RouteSpec[] => names.map((name) => route(name, layout, guards, page(name)));
