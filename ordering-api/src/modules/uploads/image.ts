// Turns an uploaded file into an image of our own making: decoded by sharp
// (libvips) within a pixel limit, turned upright, shrunk and written again as
// a JPEG without metadata. The sender's bytes are never stored (ADR 034).
import { AppError } from '@eorder/shared';
import pLimit from 'p-limit';
import sharp from 'sharp';

/** Largest image decoded, in pixels (width x height from its header): a 48-megapixel phone photo fits. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side of a stored image; larger ones are shrunk to it. */
export const MAX_STORED_DIMENSION = 2048;
/** JPEG quality of stored images (mozjpeg): no visible loss on photos, slips stay legible. */
export const STORED_JPEG_QUALITY = 80;
/** Images decoded at once: the rest wait, so uploads never hold every thread of libuv's pool. */
export const IMAGE_JOBS = 2;

/** What every stored image is. */
export const STORED_IMAGE = {
  format: 'jpeg',
  extension: 'jpg',
  contentType: 'image/jpeg',
} as const;

// Only the loaders of the accepted formats may run, for the whole process: SVG (scripts, outside
// references), TIFF, PDF, HEIF and the rest of libvips' loaders are never reached by an upload.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadWebpBuffer',
    'VipsForeignLoadNsgifBuffer',
  ],
});

export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
}

const jobs = pLimit(IMAGE_JOBS);

/** The catalogue error for a file sharp refused. */
function refusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new AppError(
      'UPLOAD_TOO_MANY_PIXELS',
      { maxMegapixels: MAX_INPUT_PIXELS / 1_000_000 },
      { cause: error },
    );
  }
  return new AppError('UPLOAD_NOT_IMAGE', {}, { cause: error });
}

/**
 * Decodes an uploaded file and encodes it again. Refuses (AppError, 4xx) what is not a JPEG, PNG,
 * WebP or GIF, or declares more than MAX_INPUT_PIXELS; trailing bytes, EXIF (GPS included), ICC,
 * XMP and animation frames after the first are gone from the answer.
 */
export function normalizeImage(content: Buffer): Promise<StoredImage> {
  return jobs(async () => {
    try {
      // failOn 'error': a warning (a camera's odd marker) is no reason to refuse a photo we re-encode anyway.
      const { data, info } = await sharp(content, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
        autoOrient: true,
        animated: false,
      })
        .resize({
          width: MAX_STORED_DIMENSION,
          height: MAX_STORED_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: STORED_JPEG_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      throw refusal(error);
    }
  });
}
