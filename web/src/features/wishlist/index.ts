// The wishlist's public face: the heart for product cards and pages, and the hook. The page for the
// router is in `./routes` (lazy loaders only, safe to import from the first page).
export { WishlistToggle, type WishlistToggleProps } from './components/wishlist-toggle';
export { useWishlist } from './hooks/use-wishlist';
export { wishlistStore, toggleWishlist, isInWishlist } from './stores/wishlist-store';

