// Where re-encoded images go: a folder on disk (FILES_DIR), served under
// /files/ by the files plugin. Names are made here, never by the sender;
// object storage would be a second implementation of the same interface.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { STORED_IMAGE, type StoredImage } from './image';

export interface ImageStore {
  /** Writes the image under `folder` with a new name; answers its stored path (relative, with `/`). */
  save(folder: string, image: StoredImage): Promise<string>;
  /** Removes a stored file when it lies within `folder`; a failure is logged, never thrown. */
  remove(stored: string | null, folder: string): Promise<void>;
}

/** A value (a customer code, a center) as one safe folder name: codes may hold dots and other characters. */
export const folderSegment = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_') || '_';

const FOLDER = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

function checkedFolder(folder: string): string {
  // Folders are built by the server from folderSegment(); anything else is a bug, not input.
  if (!FOLDER.test(folder)) throw new Error(`not a storage folder: ${folder}`);
  return folder;
}

export function createDiskImageStore(root: string, log: FastifyBaseLogger): ImageStore {
  const base = path.resolve(root);

  /** The absolute path of a stored file when it lies within `folder`; null otherwise (outside urls too). */
  function fileWithin(stored: string, folder: string): string | null {
    if (/^(https?:)?\/\//i.test(stored)) return null;
    const relative = stored.replace(/^\/?files\//, '').replace(/^\/+/, '');
    const absolute = path.resolve(base, relative);
    return absolute.startsWith(path.join(base, checkedFolder(folder)) + path.sep) ? absolute : null;
  }

  return {
    async save(folder, image) {
      const stored = path.posix.join(
        checkedFolder(folder),
        `${randomUUID()}.${STORED_IMAGE.extension}`,
      );
      const absolute = path.join(base, stored);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, image.data, { flag: 'wx' });
      return stored;
    },

    async remove(stored, folder) {
      const file = stored ? fileWithin(stored, folder) : null;
      if (!file) return;
      try {
        await rm(file, { force: true });
      } catch (error) {
        // What refers to the file has moved on; a file left behind costs disk space, not correctness.
        log.warn({ err: error, file }, 'could not remove a stored image');
      }
    },
  };
}
