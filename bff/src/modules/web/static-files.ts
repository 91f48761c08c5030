// Finding a file of the built web, to tell a file from a page of the app. Serving it
// (its brotli or gzip sibling written by the build, etag, ranges) is @fastify/static's.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding to answer with, by the browser's Accept-Encoding (brotli first), or undefined for none. */
export const pickEncoding = (header: string | undefined): Encoding | undefined =>
  negotiate<Encoding>(header ?? '', ENCODINGS) ?? undefined;

export interface FoundFile {
  absolute: string;
  /** Relative to the web root, with `/` separators. */
  relative: string;
  size: number;
  mtimeMs: number;
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
