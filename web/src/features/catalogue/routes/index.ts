// The catalogue's pages for the router, loaded on demand (this module is on the first page: it must
// import nothing else).
export const catalogueRoutes = {
  product: () => import('./product-list'),
  productDetail: () => import('./product-detail'),
} as const;
