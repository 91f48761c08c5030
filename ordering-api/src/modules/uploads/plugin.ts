// Every image upload of the API goes through here: the image store, built
// once for the app, and the multipart parser a route module registers in its
// own scope. readImages() is the one way a route reads an uploaded image.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@eorder/shared';
import type { $ZodObject } from 'zod/v4/core';
import { normalizeImage, type StoredImage } from './image';
import { createDiskImageStore, type ImageStore } from './image-store';
import { readUpload, type FieldsOf, type UploadSpec } from './read-upload';

export { folderSegment, type ImageStore } from './image-store';
export type { StoredImage } from './image';
export type { UploadSpec } from './read-upload';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export const MULTIPART = 'multipart/form-data';

export interface UploadsPluginOptions {
  /** The folder stored files go to (FILES_DIR). */
  root: string;
}

export const uploadsPlugin = fp<UploadsPluginOptions>(
  (app, { root }, done) => {
    app.decorate('images', createDiskImageStore(root, app.log.child({ module: 'uploads' })));
    done();
  },
  { name: 'uploads' },
);

/**
 * The multipart parser, for the scope of a route module that takes uploads (elsewhere a multipart
 * body stays 415). Limits are set per call by readImages().
 */
export const multipartParser = fp(
  async (app) => {
    if (!app.hasContentTypeParser(MULTIPART)) await app.register(multipart);
  },
  { name: 'multipart-parser' },
);

/**
 * Reads an upload (refused whole when a part is unexpected, doubled, empty or too big) and turns
 * each file into a re-encoded image. Nothing is stored: the caller saves with app.images.
 */
export async function readImages<Fields extends $ZodObject | undefined = undefined>(
  request: FastifyRequest,
  spec: UploadSpec<Fields>,
): Promise<{ images: ReadonlyMap<string, StoredImage>; fields: FieldsOf<Fields> }> {
  const { files, fields } = await readUpload(request, spec);
  const images = new Map<string, StoredImage>();
  // One after another: each waits for its turn at the decoder anyway.
  for (const [name, content] of files) images.set(name, await normalizeImage(content));
  return { images, fields };
}

/** readImages() for the usual call: one required image part (`file` unless named) and the call's text fields. */
export async function readImage<Fields extends $ZodObject | undefined = undefined>(
  request: FastifyRequest,
  spec: { field?: string; fields?: Fields; maxBytes?: number } = {},
): Promise<{ image: StoredImage; fields: FieldsOf<Fields> }> {
  const field = spec.field ?? 'file';
  const { images, fields } = await readImages(request, { ...spec, files: { [field]: 'required' } });
  const image = images.get(field);
  if (!image) throw new AppError('UPLOAD_MISSING_FILE', { field });
  return { image, fields };
}
