// Every upload call of the API against the same hostile files: each refused
// one answers the error body and leaves no file and no change behind; each
// accepted one is stored as a JPEG of our making, without the sender's bytes.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  bmpImage,
  filePart,
  gifImage,
  hasGpsTag,
  jpegImage,
  jpegMagicWithHtml,
  jpegWithGps,
  multipartBody,
  pngDeclaring,
  pngImage,
  pngWithHtml,
  postOverSocket,
  svgWithScript,
  tiffImage,
  type Part,
} from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { customers, products } from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { bearer, customerToken, errorOf, staffToken } from '../orders/test-kit';
import { PRODUCT_IMAGE_MAX_BYTES } from '../merchant-products/service';
import { PICTURE_MAX_BYTES } from '../profile/service';
import { MAX_STORED_DIMENSION } from './image';

let db: DatabaseHandle;
let t: TestApp;
/** The app on a real socket, for what inject() cannot show. */
let base: string;

beforeAll(async () => {
  db = await createTestDatabase();
  // A folder of its own: "nothing stored" is checked by listing it.
  t = await buildTestApp(db, {
    env: { FILES_DIR: await mkdtemp(path.join(os.tmpdir(), 'eorder-uploads-')) },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.app.close();
  await db.close();
  await rm(t.env.FILES_DIR, { recursive: true, force: true });
});

interface UploadCall {
  call: string;
  url: string;
  /** The part that carries the image. */
  field: string;
  /** Text fields a valid request carries. */
  fields: Record<string, string>;
  maxBytes: number;
  headers: () => Promise<Record<string, string>>;
  /** The folder (under FILES_DIR) its images go to. */
  folder: string;
  /** What the call changes, as the database holds it. */
  state: () => Promise<unknown>;
}

/** Every upload the API takes; a new upload call adds its row here. */
const UPLOAD_CALLS: UploadCall[] = [
  {
    call: 'POST api/Customers/profile/picture',
    url: '/api/Customers/profile/picture',
    field: 'file',
    fields: {},
    maxBytes: PICTURE_MAX_BYTES,
    headers: async () => bearer(await customerToken(t.app, FIXTURE.customer, 'DC01')),
    folder: `customers/${FIXTURE.customer.customerCode}`,
    state: async () =>
      db.db
        .select({ picturePath: customers.picturePath, updatedAt: customers.updatedAt })
        .from(customers)
        .where(eq(customers.customerCode, FIXTURE.customer.customerCode)),
  },
  {
    call: 'POST api/products/pc/item/upload',
    url: '/api/products/pc/item/upload',
    field: 'file',
    fields: { saleUnit: 'DC01', P_Code: 'UPLOAD-NEW-1' },
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    headers: async () => bearer(await staffToken(t.app, FIXTURE.merchant.staffUserId, '1')),
    folder: 'products/DC01',
    // An upload changes no row: the picture is named by the product's next save.
    state: async () => db.db.select({ n: count() }).from(products),
  },
];

async function send(call: UploadCall, parts: readonly Part[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: call.url,
    headers: { ...(await call.headers()), ...body.headers },
    payload: body.payload,
  });
}

/** The valid text fields of a call, then the given parts. */
const withFields = (call: UploadCall, parts: Part[]): Part[] => [
  ...Object.entries(call.fields).map(([name, content]) => ({ name, content })),
  ...parts,
];

async function storedFiles(call: UploadCall): Promise<string[]> {
  try {
    return (await readdir(path.join(t.env.FILES_DIR, call.folder), { recursive: true })).sort();
  } catch {
    return [];
  }
}

interface Refusal {
  file: string;
  parts: (call: UploadCall) => Promise<Part[]>;
  status: number;
  code: string;
}

const one = (content: Buffer, filename?: string, type?: string) => (call: UploadCall) =>
  Promise.resolve([filePart(content, filename, type, call.field)]);

const REFUSALS: Refusal[] = [
  {
    file: 'a PNG declaring 100000 x 100000 pixels',
    parts: async (call) => [
      filePart(await pngDeclaring(100_000, 100_000), 'big.png', 'image/png', call.field),
    ],
    status: 413,
    code: 'UPLOAD_TOO_MANY_PIXELS',
  },
  {
    file: 'a PNG declaring 2^31-1 x 2^31-1 pixels',
    parts: async (call) => [
      filePart(await pngDeclaring(2 ** 31 - 1, 2 ** 31 - 1), 'max.png', 'image/png', call.field),
    ],
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  {
    file: 'JPEG magic followed by HTML',
    parts: one(jpegMagicWithHtml()),
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  {
    file: 'an SVG with a script',
    parts: one(svgWithScript(), 'a.svg', 'image/svg+xml'),
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  {
    file: 'a BMP',
    parts: one(bmpImage(), 'a.bmp', 'image/bmp'),
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  {
    file: 'a TIFF',
    parts: async (call) => [filePart(await tiffImage(), 'a.tif', 'image/tiff', call.field)],
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  {
    file: 'text named .jpg and declared a JPEG',
    parts: one(Buffer.from('<?php echo 1; ?>')),
    status: 400,
    code: 'UPLOAD_NOT_IMAGE',
  },
  { file: 'a zero-byte file', parts: one(Buffer.alloc(0)), status: 400, code: 'UPLOAD_EMPTY' },
  {
    file: 'a file one byte over the size limit',
    parts: async (call) => {
      const jpeg = await jpegImage();
      return [
        filePart(
          Buffer.concat([jpeg, Buffer.alloc(call.maxBytes + 1 - jpeg.length)]),
          'big.jpg',
          'image/jpeg',
          call.field,
        ),
      ];
    },
    status: 413,
    code: 'UPLOAD_TOO_LARGE',
  },
  {
    file: 'two file parts',
    parts: async (call) => [
      filePart(await jpegImage(), 'a.jpg', 'image/jpeg', call.field),
      filePart(await jpegImage(), 'b.jpg', 'image/jpeg', call.field),
    ],
    status: 400,
    code: 'UPLOAD_TOO_MANY_FILES',
  },
  {
    file: 'the image under another part name',
    parts: async () => [filePart(await jpegImage(), 'a.jpg', 'image/jpeg', 'picture')],
    status: 400,
    code: 'UPLOAD_UNEXPECTED_PART',
  },
  {
    file: 'an unexpected text field',
    parts: async (call) => [
      { name: 'path', content: '../../etc' },
      filePart(await jpegImage(), 'a.jpg', 'image/jpeg', call.field),
    ],
    status: 400,
    code: 'UPLOAD_UNEXPECTED_PART',
  },
  {
    file: 'no file part',
    parts: () => Promise.resolve([]),
    status: 400,
    code: 'UPLOAD_MISSING_FILE',
  },
];

describe.each(UPLOAD_CALLS)('$call', (call) => {
  it.each(REFUSALS)(
    'refuses $file, storing and changing nothing',
    async ({ parts, status, code }) => {
      const [filesBefore, stateBefore] = [await storedFiles(call), await call.state()];
      const res = await send(call, withFields(call, await parts(call)));
      expect(res.statusCode, res.body).toBe(status);
      const body = errorOf(res);
      expect(body.Code).toBe(code);
      expect(body.Message).not.toMatch(/\{\w+\}/);
      expect(await storedFiles(call)).toEqual(filesBefore);
      expect(await call.state()).toEqual(stateBefore);
    },
  );

  it('refuses a body that is not multipart', async () => {
    const stateBefore = await call.state();
    const res = await t.app.inject({
      method: 'POST',
      url: call.url,
      headers: await call.headers(),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Code).toBe('UPLOAD_INVALID');
    expect(await call.state()).toEqual(stateBefore);
  });

  it('leaves its kept-alive connection usable after refusing an upload half read', async () => {
    // One connection for every request: a refused body left unread would stall the next one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = await call.headers();
    const jpeg = await jpegImage();
    const rest = Buffer.alloc(call.maxBytes - 1024, 1);
    try {
      for (const [parts, status] of [
        [
          [{ name: 'unexpected', content: 'x' }, filePart(rest, 'a.jpg', 'image/jpeg', call.field)],
          400,
        ],
        [
          [
            filePart(jpeg, 'a.jpg', 'image/jpeg', call.field),
            filePart(rest, 'b.jpg', 'image/jpeg', call.field),
          ],
          400,
        ],
        [[filePart(Buffer.alloc(call.maxBytes * 2, 1), 'big.jpg', 'image/jpeg', call.field)], 413],
        [[filePart(jpeg, 'a.jpg', 'image/jpeg', call.field)], 200],
      ] as const) {
        const body = multipartBody(withFields(call, [...parts]));
        const res = await postOverSocket(
          agent,
          `${base}${call.url}`,
          { ...headers, ...body.headers },
          body.payload,
        );
        expect(res.status, res.body).toBe(status);
      }
    } finally {
      agent.destroy();
    }
  });

  /** Uploads the image; answers the stored copy, its metadata and the served answer. */
  async function accepted(content: Buffer) {
    const res = await send(
      call,
      withFields(call, [filePart(content, 'photo.png', 'image/png', call.field)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ Data: string }>().Data;
    expect(url).toMatch(new RegExp(`^/files/${call.folder}/[0-9a-f-]{36}\\.jpg$`));
    const stored = await readFile(path.join(t.env.FILES_DIR, url.replace(/^\/files\//, '')));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
    return { stored, metadata: await sharp(stored).metadata() };
  }

  it('stores a PNG with a page appended as a JPEG of its pixels only', async () => {
    const { stored, metadata } = await accepted(await pngWithHtml());
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.includes(Buffer.from('<html'))).toBe(false);
  });

  it('stores a GIF as a JPEG', async () => {
    const { metadata } = await accepted(await gifImage());
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
  });

  it('drops EXIF (GPS included) after turning the photo upright', async () => {
    const photo = await jpegWithGps();
    const sent = await sharp(photo).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true);
    expect(sent).toMatchObject({ width: 60, height: 40, orientation: 6 });

    const { stored, metadata } = await accepted(photo);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(hasGpsTag(stored)).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
  });

  it(`shrinks a large image to ${MAX_STORED_DIMENSION} px on its longest side`, async () => {
    const { metadata } = await accepted(await pngImage(4000, 1000));
    expect(metadata).toMatchObject({
      width: MAX_STORED_DIMENSION,
      height: MAX_STORED_DIMENSION / 4,
    });
  });
});
