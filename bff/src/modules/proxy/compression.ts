// Brotli or gzip for the ordering API's JSON answers when the browser asks; small answers go as
// they are, since compressing them saves less than it adds (decision 026).
import type { FastifyCompressOptions } from '@fastify/compress';
import { constants as zlib } from 'node:zlib';

/** Answers smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Fast levels, not the smallest output: brotli 5 takes about 0.1 ms for a 24 KB product page and
 * 0.8 ms for the 77 KB home answer (to 7.4 KB); gzip 5 about the same time for a little more.
 * The defaults (brotli 11, gzip 6) would take several times longer for a few per cent less.
 * Up to 128 KB an answer is compressed at once, with its length; larger ones stream through the
 * thread pool, off the event loop.
 */
export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  // Only the answers the proxy hands to reply.compress(): its JSON.
  global: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_MIN_BYTES,
  syncThreshold: 128 * 1024,
  brotliOptions: {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  },
  zlibOptions: { level: 5 },
};

/** Whether an answer of `size` bytes (unknown: -1) depends on Accept-Encoding, so caches must tell the two apart. */
export const variesByEncoding = (size: number): boolean => size < 0 || size >= COMPRESS_MIN_BYTES;

/** The Vary header with Accept-Encoding once (in that spelling) after what the ordering API named. */
export function varyWithEncoding(vary: string | string[] | number | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'accept-encoding');
  if (names.includes('*')) return '*';
  return [...names, 'Accept-Encoding'].join(', ');
}

/** A strong ETag names the exact bytes; once compressed, the answer keeps only a weak one. */
export function weakEtag(etag: string | string[] | number | undefined): string | undefined {
  const value = Array.isArray(etag) ? etag[0] : etag;
  if (value === undefined) return undefined;
  const text = String(value);
  return text.startsWith('W/') ? text : `W/${text}`;
}
