// Stored files (product images, photos, slips, chat images) served from
// FILES_DIR under /files/. Stored names are never reused for other content,
// so browsers and proxies may keep them for a year.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const FILES_PREFIX = '/files/';
export const FILES_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

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
