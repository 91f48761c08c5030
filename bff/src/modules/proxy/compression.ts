// Compressing the ordering API's JSON answers for the browser. The ordering
// API answers the bff uncompressed over the local network; the browser, often
// a phone on a slow mobile network, gets them in brotli or gzip when it asks
// for them. The home page's display groups are some 80 KB of JSON, under 8 KB
// in brotli. Small answers are sent as they are: compressing them saves less
// than the framing it adds.
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import { pickEncoding, type Encoding } from '../web/static-files.js';

export type { Encoding };

/** Answers smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;
/** Up to this size an answer is compressed at once; larger ones on the thread pool, off the event loop. */
const COMPRESS_INLINE_MAX_BYTES = 128 * 1024;

/**
 * Fast levels, not the smallest output: brotli 5 takes about 0.1 ms for a 24 KB product page and
 * 0.8 ms for the 77 KB home answer (to 7.4 KB); gzip 5 about the same time for a little more.
 * The defaults (brotli 11, gzip 6) would take several times longer for a few per cent less.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 5;

const brotliOptions = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    ...(size > 0 ? { [zlib.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
const gzipOptions = { level: GZIP_LEVEL };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding the browser accepts for an answer of `size` bytes (unknown: -1), or undefined to send it as it is. */
export function answerEncoding(
  acceptEncoding: string | string[] | undefined,
  size: number,
): Encoding | undefined {
  if (size >= 0 && size < COMPRESS_MIN_BYTES) return undefined;
  return pickEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
}

/** Whether an answer of `size` bytes (unknown: -1) depends on Accept-Encoding, so caches must tell the two apart. */
export const variesByEncoding = (size: number): boolean => size < 0 || size >= COMPRESS_MIN_BYTES;

export async function compressBytes(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (bytes.length <= COMPRESS_INLINE_MAX_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(bytes, brotliOptions(bytes.length))
      : gzipSync(bytes, gzipOptions);
  }
  return encoding === 'br'
    ? brotliAsync(bytes, brotliOptions(bytes.length))
    : gzipAsync(bytes, gzipOptions);
}

/** Compressed copies are kept up to this many bytes in all (their compressed sizes). */
export const COPIES_LIMIT_BYTES = 16 * 1024 * 1024;

export interface CompressedCopies {
  /** `bytes` compressed: a kept copy when the same bytes were compressed lately, else compressed now (and kept). */
  compress(bytes: Buffer, encoding: Encoding): Promise<Buffer>;
}

/**
 * Compressed copies of recent answers, by their bytes. The same answer goes to many browsers (the
 * home page's groups, a product page, a customer's price level searching the same text); hashing
 * it costs a tenth of compressing it. A copy is found only by the exact bytes it was made from
 * (SHA-256), so it answers nobody whose answer differs by a byte. Least recently used copies go
 * first past `limitBytes`.
 */
export function createCompressedCopies(limitBytes = COPIES_LIMIT_BYTES): CompressedCopies {
  // The least recently used copies go first once their bytes pass the limit.
  const copies = new LRUCache<string, Buffer>({
    maxSize: limitBytes,
    sizeCalculation: (copy) => copy.length,
  });
  return {
    async compress(bytes, encoding) {
      const key = `${encoding}:${hash('sha256', bytes, 'base64')}`;
      const found = copies.get(key);
      if (found !== undefined) return found;
      const copy = await compressBytes(bytes, encoding);
      // One copy may not push out more than an eighth of the others.
      if (copy.length <= limitBytes / 8) copies.set(key, copy);
      return copy;
    },
  };
}

/** The stream compressed; a failure of either side ends the result with that error. */
export function compressStream(source: Readable, encoding: Encoding): Readable {
  const compressor =
    encoding === 'br' ? createBrotliCompress(brotliOptions(0)) : createGzip(gzipOptions);
  return pipeline(source, compressor, () => undefined);
}

/** The Vary header with Accept-Encoding added to what the ordering API named. */
export function varyWithEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.includes('*')) return '*';
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    names.push('Accept-Encoding');
  return names.join(', ');
}

/** A strong ETag names the exact bytes; once compressed, the answer keeps only a weak one. */
export function weakEtag(etag: string | string[] | undefined): string | undefined {
  const value = Array.isArray(etag) ? etag[0] : etag;
  if (value === undefined) return undefined;
  return value.startsWith('W/') ? value : `W/${value}`;
}
