// Where the browser finds a picture the ordering API names: stored files (`/files/...`, or a
// stored name such as `products/P1.svg`) are reached through the bff's customer mount, relative to
// the injected `<base href>`. Absolute http(s) URLs pass; anything else is dropped.
export function imageUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (/^https?:\/\//i.test(url) || url.startsWith('api/customer/files/')) return url;
  if (url.startsWith('/files/')) return `api/customer${url}`;
  if (/^[A-Za-z0-9][\w./-]*$/.test(url) && !url.includes('..')) return `api/customer/files/${url}`;
  return null;
}
