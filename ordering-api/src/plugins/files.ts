// Stored files served from FILES_DIR under /files/, cached for a year (names are never reused);
// only image types, typed by stored name and never sniffed or run (ADR 034).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const FILES_PREFIX = '/files/';
export const FILES_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The types served, by stored extension: uploads are stored as JPEG, the generated pictures are SVG,
 * and PNG, WebP and GIF are the outside formats a stored name may still carry. Any other file is 404.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

const contentTypeOf = (file: string): string | undefined =>
  CONTENT_TYPES[path.extname(file).toLowerCase()];

/**
 * A file opened on its own (not as an <img>) runs nothing and loads nothing: even bytes stored before
 * uploads were decoded, or an SVG, cannot act as a page of the site.
 */
export const FILES_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface FilesPluginOptions {
  root: string;
}

export const filesPlugin = fp<FilesPluginOptions>(
  async (app, { root }) => {
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // The type comes from the table above, never from a guess over the bytes.
      contentType: false,
      allowedPath: (pathName) => contentTypeOf(pathName) !== undefined,
      setHeaders: (reply, file) => {
        reply.header('content-type', contentTypeOf(file) ?? 'application/octet-stream');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', FILES_CONTENT_SECURITY_POLICY);
      },
      cacheControl: true,
      maxAge: FILES_MAX_AGE_MS,
      immutable: true,
      schemaHide: true,
    });
  },
  { name: 'files' },
);

/**
 * The address a client uses for a stored file: stored paths are relative to FILES_DIR and
 * served under /files/; absolute urls (object storage, outside images) pass through.
 */
export function publicFileUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^(https?:)?\/\//i.test(stored) || stored.startsWith('data:')) return stored;
  if (stored.startsWith(FILES_PREFIX)) return stored;
  return `${FILES_PREFIX}${stored.replace(/^\/+/, '')}`;
}

/** Where the public reaches stored files: the bff's customer mount, under the shop's base URL. */
const PUBLIC_FILES_PATH = 'api/customer/files/';

/**
 * The absolute address of a picture for LINE (decision 107): a stored file becomes
 * `<publicBaseUrl>api/customer/files/<stored>`, an https address passes unchanged. LINE shows JPEG
 * and PNG only, so a stored SVG or any other kind (and any non-https outside address) is null.
 */
export function publicImageAddress(publicBaseUrl: string, stored: string | null | undefined): string | null {
  const value = (stored ?? '').trim();
  if (value === '') return null;
  if (/^https:\/\//i.test(value)) return value;
  if (/^([a-z]+:)?\/\//i.test(value) || value.startsWith('data:') || value.includes('..')) return null;
  const relative = value.replace(/^\/?files\//, '').replace(/^\/+/, '');
  if (!/\.(jpe?g|png)$/i.test(relative)) return null;
  const base = publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`;
  return `${base}${PUBLIC_FILES_PATH}${relative.split('/').map(encodeURIComponent).join('/')}`;
}
