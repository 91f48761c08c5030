// The home page for the router, loaded on demand (this module is on the first page: it must import
// nothing else).
export const homeRoutes = {
  home: () => import('./home-page'),
} as const;
