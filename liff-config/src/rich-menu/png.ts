// A small raster canvas and a PNG encoder on node:zlib, so the package draws its
// rich-menu images itself: no image library, no font files, the same bytes for
// the same menu on every machine (which lets provisioning tell a changed image).
import { deflateSync } from 'node:zlib';
import { glyphOf, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';

export type Rgb = readonly [number, number, number];

export function hexColour(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  private set(x: number, y: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 3;
    this.pixels[offset] = colour[0];
    this.pixels[offset + 1] = colour[1];
    this.pixels[offset + 2] = colour[2];
  }

  /** The colour at a point (tests read the drawing back). */
  at(x: number, y: number): Rgb {
    const offset = (y * this.width + x) * 3;
    return [this.pixels[offset] ?? 0, this.pixels[offset + 1] ?? 0, this.pixels[offset + 2] ?? 0];
  }

  fillRect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + width));
    const y1 = Math.min(this.height, Math.floor(y + height));
    for (let row = y0; row < y1; row += 1) {
      const start = (row * this.width + x0) * 3;
      for (let offset = start; offset < start + (x1 - x0) * 3; offset += 3) {
        this.pixels[offset] = colour[0];
        this.pixels[offset + 1] = colour[1];
        this.pixels[offset + 2] = colour[2];
      }
    }
  }

  /** A rectangle with rounded corners. */
  fillRoundRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    colour: Rgb,
  ): void {
    const r = Math.min(radius, width / 2, height / 2);
    this.fillRect(x + r, y, width - 2 * r, height, colour);
    this.fillRect(x, y + r, r, height - 2 * r, colour);
    this.fillRect(x + width - r, y + r, r, height - 2 * r, colour);
    for (const [cx, cy] of [
      [x + r, y + r],
      [x + width - r, y + r],
      [x + r, y + height - r],
      [x + width - r, y + height - r],
    ] as const) {
      this.fillCircle(cx, cy, r, colour);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, colour: Rgb): void {
    const r2 = radius * radius;
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x += 1) {
        const dx = x - cx + 0.5;
        const dy = y - cy + 0.5;
        if (dx * dx + dy * dy <= r2) this.set(x, y, colour);
      }
    }
  }

  /** Text in the built-in 5x7 font, each font pixel `scale` pixels wide, centred on (cx, cy). */
  drawText(text: string, cx: number, cy: number, scale: number, colour: Rgb): void {
    const advance = (GLYPH_WIDTH + 1) * scale;
    const width = text.length * advance - scale;
    let x = Math.round(cx - width / 2);
    const y = Math.round(cy - (GLYPH_HEIGHT * scale) / 2);
    for (const char of text) {
      const glyph = glyphOf(char);
      glyph.forEach((row, rowIndex) => {
        for (let column = 0; column < GLYPH_WIDTH; column += 1) {
          if (row[column] === '#')
            this.fillRect(x + column * scale, y + rowIndex * scale, scale, scale, colour);
        }
      });
      x += advance;
    }
  }

  /** Width the text takes at this scale. */
  static textWidth(text: string, scale: number): number {
    return text.length * (GLYPH_WIDTH + 1) * scale - scale;
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG of the canvas (each row with filter 0, the whole deflated at level 9). */
export function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // interlace
  const stride = canvas.width * 3;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(canvas.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
