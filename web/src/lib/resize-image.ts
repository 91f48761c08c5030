// Photos are shrunk in the browser before upload: at most 1600 px a side, as a JPEG. The server
// decodes and re-encodes whatever arrives anyway (decision 034); this only saves the phone's data.
export const UPLOAD_MAX_DIMENSION = 1600;
const JPEG_QUALITY = 0.85;

/** The size of a picture of `width` x `height` once its longest side is at most UPLOAD_MAX_DIMENSION. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, UPLOAD_MAX_DIMENSION / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A picture (a decoded image or a video's current frame) of the given size, shrunk, as a JPEG. */
export function scaledJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Blob | null> {
  const size = scaledSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
  });
}

/** A picked photo shrunk and encoded as JPEG; the file itself when the browser cannot. */
export async function resizeImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not decodable here: the server answers whether it is an image
  }
  const blob = await scaledJpeg(bitmap, bitmap.width, bitmap.height);
  bitmap.close();
  return blob ?? file;
}
