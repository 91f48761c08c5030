// Pictures in the page: their address (shared with the bff's first-screen preloads) and asking for
// the first screen's pictures early.
export { imageUrl } from '@eorder/shared';

const preloadedImages = new Set<string>();

/**
 * Asks for a picture of the first screen (the largest paint of a page) at high priority as soon as
 * its address is known, rather than when the page has rendered its `<img>` (which then finds it
 * loaded or on its way). Each address once per page load.
 */
export function preloadImage(href: string | null | undefined): void {
  if (!href || typeof document === 'undefined' || preloadedImages.has(href)) return;
  preloadedImages.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
