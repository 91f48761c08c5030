// A stored picture the ordering API names (`/files/...` or a stored name) is reached through the
// bff's customer mount, relative to the injected `<base href>`; absolute http(s) URLs pass.
export function pictureUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (/^https?:\/\//i.test(url) || url.startsWith('api/customer/files/')) return url;
  if (url.startsWith('/files/')) return `api/customer${url}`;
  if (/^[A-Za-z0-9][\w./-]*$/.test(url) && !url.includes('..')) return `api/customer/files/${url}`;
  return null;
}
