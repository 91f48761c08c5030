// Finding files of the built web and keeping compressed copies of its text
// files. The build does not change while the bff runs (a rebuild is noticed by
// size and time), so each file is compressed once, or its precompressed
// sibling (`.br`, `.gz`) is used when the build wrote one.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export interface FoundFile {
  absolute: string;
  /** Relative to the web root, with `/` separators. */
  relative: string;
  size: number;
  mtimeMs: number;
}

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing, by extension. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The content type of a compressible file, or undefined for files served as they are (images, fonts). */
export function compressibleType(relative: string): string | undefined {
  return COMPRESSIBLE_TYPES[path.posix.extname(relative).toLowerCase()];
}

/**
 * The file of the web root at `relative`, or undefined when there is none.
 * Dot segments and dotfiles are never served, nor anything outside the root.
 */
export async function findFile(root: string, relative: string): Promise<FoundFile | undefined> {
  if (relative === '' || relative.includes('\0') || relative.includes('\\')) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  const absolute = path.join(root, ...segments);
  if (!absolute.startsWith(root + path.sep)) return undefined;
  try {
    const info = await stat(absolute);
    return info.isFile()
      ? { absolute, relative, size: info.size, mtimeMs: info.mtimeMs }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The encoding to answer with, by the browser's Accept-Encoding (brotli first), or undefined for none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files larger than this are served uncompressed rather than held in memory. */
const COMPRESS_MAX_BYTES = 8 * 1024 * 1024;
const PRECOMPRESSED_EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface CacheEntry {
  size: number;
  mtimeMs: number;
  /** Undefined when compressing did not make the file smaller. */
  data: Buffer | undefined;
}

export class CompressedFiles {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Promise<CacheEntry>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The compressed bytes of `file`, or undefined when it is better sent as it is. */
  async get(file: FoundFile, encoding: Encoding): Promise<Buffer | undefined> {
    if (file.size > COMPRESS_MAX_BYTES || file.size < 256) return undefined;
    const key = `${encoding}:${file.absolute}`;
    const cached = this.entries.get(key);
    if (cached && cached.size === file.size && cached.mtimeMs === file.mtimeMs) {
      // Most recently used last, so eviction takes the least used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.data;
    }
    let work = this.pending.get(key);
    if (!work) {
      work = this.compress(file, encoding).finally(() => this.pending.delete(key));
      this.pending.set(key, work);
    }
    const entry = await work;
    this.store(key, entry);
    return entry.data;
  }

  private async compress(file: FoundFile, encoding: Encoding): Promise<CacheEntry> {
    const entry = (data: Buffer | undefined): CacheEntry => ({
      size: file.size,
      mtimeMs: file.mtimeMs,
      data,
    });
    const sibling = await readFile(file.absolute + PRECOMPRESSED_EXTENSION[encoding]).catch(
      () => undefined,
    );
    if (sibling) return entry(sibling);
    const source = await readFile(file.absolute);
    const data =
      encoding === 'br'
        ? await brotli(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          })
        : await gzipAsync(source, { level: 9 });
    return entry(data.length < source.length ? data : undefined);
  }

  private store(key: string, entry: CacheEntry): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.data?.length ?? 0;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.data?.length ?? 0;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldEntry.data?.length ?? 0;
    }
  }
}
