// The wishlist's page for the router, loaded on demand (this module is on the first page: it must
// import nothing else).
export const wishlistRoutes = {
  profileWishlist: () => import('./wishlist-page'),
} as const;
