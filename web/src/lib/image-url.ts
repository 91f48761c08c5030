// Where the browser finds a picture the ordering API names: through the bff's customer mount,
// relative to `<base href>`. Absolute http(s) URLs and inline images pass; the rest is dropped.
const FILES_PREFIX = '/files/';
const CUSTOMER_MOUNT = 'api/customer';

export function imageUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (url.startsWith(FILES_PREFIX)) return `${CUSTOMER_MOUNT}${url}`;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return url;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(url)) return url;
  if (url.startsWith(`${CUSTOMER_MOUNT}/files/`)) return url;
  if (/^[A-Za-z0-9][\w./-]*$/.test(url) && !url.includes('..')) return `${CUSTOMER_MOUNT}/files/${url}`;
  return null;
}

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
