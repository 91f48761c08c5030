// The shapes of upload the contract has beyond the profile picture, on a bare
// app: several named images with a text field (merchant images), one image
// with text fields (chat, slips, customer photos).
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatUploadFieldsSchema,
  MERCHANT_UPLOAD_IMAGE_FILES,
  MerchantUploadImageFieldsSchema,
} from '@eorder/shared';
import {
  filePart,
  jpegImage,
  multipartBody,
  pngDeclaring,
  pngImage,
  type Part,
} from '../../../test/uploads';
import { errorsPlugin } from '../../plugins/errors';
import { errorOf } from '../orders/test-kit';
import { multipartParser, readImage, readImages } from './plugin';

let app: FastifyInstance;
let jpeg: Buffer;

const MERCHANT_FILES = Object.fromEntries(
  MERCHANT_UPLOAD_IMAGE_FILES.map((name) => [name, 'optional' as const]),
);

beforeAll(async () => {
  jpeg = await jpegImage();
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(multipartParser);
  app.post('/merchant-images', async (request) => {
    const { images, fields } = await readImages(request, {
      files: MERCHANT_FILES,
      fields: MerchantUploadImageFieldsSchema,
    });
    return {
      fields,
      images: Object.fromEntries(
        [...images].map(([name, image]) => [name, [image.width, image.height]]),
      ),
    };
  });
  app.post('/chat-image', async (request) => {
    const { image, fields } = await readImage(request, { fields: ChatUploadFieldsSchema });
    return { fields, format: (await sharp(image.data).metadata()).format };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function send(url: string, parts: readonly Part[]) {
  const body = multipartBody(parts);
  return app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload });
}

describe('an upload of several named images and text fields', () => {
  it('reads the images sent and the checked fields', async () => {
    const res = await send('/merchant-images', [
      { name: 'saleUnit', content: 'DC01' },
      filePart(jpeg, 'tax.jpg', 'image/jpeg', 'taxImage'),
      filePart(await pngImage(20, 10), 'logo.png', 'image/png', 'logoImage'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      fields: { saleUnit: 'DC01' },
      images: { taxImage: [64, 48], logoImage: [20, 10] },
    });
  });

  it.each([
    {
      refusal: 'a missing field',
      parts: () => [filePart(jpeg, 'a.jpg', 'image/jpeg', 'shopImage')],
      code: 'VALIDATION_FAILED',
    },
    {
      refusal: 'an image sent twice under one name',
      parts: () => [
        { name: 'saleUnit', content: 'DC01' },
        filePart(jpeg, 'a.jpg', 'image/jpeg', 'shopImage'),
        filePart(jpeg, 'b.jpg', 'image/jpeg', 'shopImage'),
      ],
      code: 'UPLOAD_TOO_MANY_FILES',
    },
    {
      refusal: 'a field sent twice',
      parts: () => [
        { name: 'saleUnit', content: 'DC01' },
        { name: 'saleUnit', content: 'DC02' },
        filePart(jpeg, 'a.jpg', 'image/jpeg', 'shopImage'),
      ],
      code: 'UPLOAD_UNEXPECTED_PART',
    },
    {
      refusal: 'a file where a field belongs',
      parts: () => [filePart(jpeg, 'a.jpg', 'image/jpeg', 'saleUnit')],
      code: 'UPLOAD_UNEXPECTED_PART',
    },
  ])('refuses $refusal', async ({ parts, code }) => {
    const res = await send('/merchant-images', parts());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Code).toBe(code);
  });

  it('refuses the whole upload when one of its images is hostile', async () => {
    const res = await send('/merchant-images', [
      { name: 'saleUnit', content: 'DC01' },
      filePart(jpeg, 'tax.jpg', 'image/jpeg', 'taxImage'),
      filePart(await pngDeclaring(100_000, 100_000), 'shop.png', 'image/png', 'shopImage'),
    ]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).Code).toBe('UPLOAD_TOO_MANY_PIXELS');
  });
});

describe('an upload of one image and text fields', () => {
  it('reads the image and the fields as the schema gives them', async () => {
    const res = await send('/chat-image', [
      { name: 'roomId', content: 'room-1' },
      { name: 'messageId', content: '  m-1  ' },
      filePart(jpeg),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fields: { roomId: 'room-1', messageId: 'm-1' }, format: 'jpeg' });
  });

  it('names the field that is not valid', async () => {
    const res = await send('/chat-image', [
      { name: 'roomId', content: '../x' },
      { name: 'messageId', content: 'm-1' },
      filePart(jpeg),
    ]);
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.Code).toBe('VALIDATION_FAILED');
    expect(body.Errors?.map((e) => e.path)).toEqual(['body.roomId']);
  });
});
