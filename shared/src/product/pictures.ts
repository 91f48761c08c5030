// Where the browser finds a picture the ordering API names: through the bff's customer mount,
// relative to `<base href>`. The web's `<img>` and the bff's first-screen preloads use one address.
import { MAX_PRODUCT_IMAGES } from '../constants.js';

const FILES_PREFIX = '/files/';
const CUSTOMER_MOUNT = 'api/customer';

/** The address of a picture; absolute http(s) URLs and inline images pass, anything else is null. */
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

/** The picture fields of a wire product. */
export interface ProductPictureFields {
  Images?: unknown;
  PIC_FILENAME?: unknown;
  PIC_FILENAME2?: unknown;
  PIC_FILENAME3?: unknown;
  PIC_FILENAME4?: unknown;
  PIC_FILENAME5?: unknown;
}

/** Up to five pictures of a product, in order, without repeats, as addresses the browser loads. */
export function productImages(product: ProductPictureFields): string[] {
  const listed = Array.isArray(product.Images) ? (product.Images as unknown[]) : [];
  const candidates = [
    ...listed,
    product.PIC_FILENAME,
    product.PIC_FILENAME2,
    product.PIC_FILENAME3,
    product.PIC_FILENAME4,
    product.PIC_FILENAME5,
  ];
  const urls: string[] = [];
  for (const candidate of candidates) {
    const url = imageUrl(typeof candidate === 'string' ? candidate : null);
    if (url && !urls.includes(url)) urls.push(url);
    if (urls.length === MAX_PRODUCT_IMAGES) break;
  }
  return urls;
}
