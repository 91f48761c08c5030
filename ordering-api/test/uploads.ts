// Multipart bodies and images for the upload tests, the hostile ones included,
// made with sharp and Buffer edits (no binary fixtures). Tests only.
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface Part {
  name: string;
  /** A file part when given; a text field otherwise. */
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body of the parts in order, and its content type. */
export function multipartBody(parts: readonly Part[]) {
  const boundary = '----eorder-test-boundary';
  const chunks = parts.flatMap((part) => {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file part named `name` (default `file`). */
export const filePart = (
  content: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  name = 'file',
): Part => ({
  name,
  filename,
  type,
  content,
});

const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngImage = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const jpegImage = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const gifImage = () => solid(32, 24, '#22aa44').gif().toBuffer();
export const tiffImage = () => solid(32, 24).tiff().toBuffer();

/** A PNG whose header declares another size (its IHDR checksum made right, so only the size is a lie). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(4, 3));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real PNG with a page after its end. */
export const pngWithHtml = async () => Buffer.concat([await pngImage(), Buffer.from(HTML)]);

/** JPEG's first bytes, then a page. */
export const jpegMagicWithHtml = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]);

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

/** A 1x1 24-bit BMP. */
export function bmpImage(): Buffer {
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(58, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(1, 18);
  bmp.writeInt32LE(1, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(4, 34);
  return bmp;
}

/** Where the photo was taken (Bangkok), as EXIF GPS. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '13/1 45/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '100/1 30/1 0/1',
};

/** A 60x40 JPEG (stored sideways: EXIF orientation 6) that carries GPS coordinates. */
export const jpegWithGps = () =>
  solid(60, 40)
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Whether EXIF data holds a GPS block (the GPSInfo tag, 0x8825, in either byte order). */
export const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A POST over a real socket through `agent` (keep-alive, so one connection can serve several). */
export function postOverSocket(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  payload: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in time`)));
    request.on('error', reject);
    request.end(payload);
  });
}
