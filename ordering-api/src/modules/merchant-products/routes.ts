// The merchant's products on the specification's paths (list, active toggle, material types,
// advance prices) and on paths of the same style for what it does not name (save, image upload,
// advance price save). Every call takes a staff token and works within the staff member's centers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdvancePriceByProductAnswerSchema,
  AdvancePriceByProductBodySchema,
  AdvancePriceSaveAnswerSchema,
  AdvancePriceSaveBodySchema,
  CALLS,
  MaterialTypesAnswerSchema,
  MerchantProductItemsAnswerSchema,
  MerchantProductItemsBodySchema,
  ProductActiveAnswerSchema,
  ProductActiveParamsSchema,
  ProductSaveAnswerSchema,
  ProductSaveBodySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import { createCenterRepository } from '../centers/repository';
import { MULTIPART, multipartParser, readImage } from '../uploads/plugin';
import { createMerchantProductRepository } from './repository';
import { createMerchantProductService, PRODUCT_IMAGE_MAX_BYTES } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['merchant products'];

const IMAGE_FIELDS = CALLS.productImageUpload.multipart.fields;

export const merchantProductRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  const service = createMerchantProductService({
    db: app.db,
    repository: createMerchantProductRepository(app.db),
    centers: createCenterRepository(app.db),
    images: app.images,
  });
  const staff = app.requireStaff();
  const caller = (request: Parameters<typeof staffClaims>[0]) => ({
    staffUserId: Number(staffClaims(request).sub),
  });

  app.post(
    CALLS.merchantProductItems.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A page of the merchant's products",
        description:
          "The products of saleUnit (one of the staff member's centers, 403 CENTER_NOT_ALLOWED otherwise; " +
          'their first center when absent), disabled ones included, by code: take 12 for the list, 10 for ' +
          'a barcode scan (barcode matches BARCODE1-3 exactly), 1 for a detail (productCode). SearchText ' +
          'matches every word in the code, names, brand and barcodes. Prices are the center\'s five levels ' +
          'per unit 1 with their tax types.',
        security,
        body: MerchantProductItemsBodySchema,
        response: { 200: MerchantProductItemsAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(caller(request), request.body, requestLocale(request));
    },
  );

  app.get(
    CALLS.productToggleActive.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "Toggles a product's Disable flag in a center",
        description:
          "Disable is the new flag. 404 PRODUCT_NOT_FOUND when the center does not sell the product or is " +
          "not one of the staff member's. Customers stop (or start) seeing the product at once.",
        security,
        params: ProductActiveParamsSchema,
        response: { 200: ProductActiveAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.toggleActive(caller(request), request.params.dc, request.params.id);
    },
  );

  app.get(
    CALLS.materialTypes.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Material types a product may be given',
        description:
          'Code and Description (language of Accept-Language), without DeliveryFee, Point and GivePoint. ' +
          "The form adds its own 'Unspecified' choice.",
        security,
        response: { 200: MaterialTypesAnswerSchema },
      },
    },
    async (request) => service.materialTypes(requestLocale(request)),
  );

  app.post(
    CALLS.productSave.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Creates or updates a product of a center',
        description:
          "SaleUnit: one of the staff member's centers (403 CENTER_NOT_ALLOWED). IsNew creates the product " +
          '(409 PRODUCT_CODE_TAKEN when the code exists); otherwise the center\'s product is updated (404 ' +
          'PRODUCT_NOT_FOUND when the center does not sell it). Code and name are required; UnitCount 1, 2 ' +
          'or 3 with the unit rules of the form (400 naming each field); unit 1\'s rate is 1; units beyond ' +
          "UnitCount are cleared. PRICEnTYPE: '1' tax included, '2' not included (default), '0' no tax. " +
          'matype: a selectable material type; Hierarchy1-5: a path of the category tree. PIC_FILENAME..5: ' +
          'empty, the product\'s own pictures or ones uploaded for the center. Prices and Disable are the ' +
          "center's; the rest is shared by every center selling the product and changes only when none " +
          'outside the staff member\'s centers sells it (403 PRODUCT_SHARED). Customers see the change at once.',
        security,
        body: ProductSaveBodySchema,
        response: { 200: ProductSaveAnswerSchema },
      },
    },
    async (request) => service.save(caller(request), request.body, requestLocale(request)),
  );

  app.post(
    CALLS.productImageUpload.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Uploads a product picture',
        description:
          'multipart/form-data: `file` (a JPEG, PNG, WebP or GIF of at most 5 MB, 413 UPLOAD_TOO_LARGE, ' +
          'and 50 megapixels), `saleUnit` and `P_Code`. The image is decoded and stored again as a JPEG of ' +
          'at most 2048 px a side without its metadata; anything else is refused (415/400 UPLOAD_*) and ' +
          "nothing is stored. Data is the picture's address, to send as one of PIC_FILENAME..5 (five at most).",
        consumes: [MULTIPART],
        security,
        response: { 200: CALLS.productImageUpload.answer },
      },
    },
    async (request) => {
      const { image, fields } = await readImage(request, {
        fields: IMAGE_FIELDS,
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
      });
      return { Data: await service.storeImage(caller(request), fields, image) };
    },
  );

  app.post(
    CALLS.advancePriceByProduct.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A product's advance prices in a center",
        description:
          'Every date-ranged price of the product in the center, the latest start first: for units 1-3 and ' +
          "levels 1-5, UNITxPRICELEVELn and its type. 404 PRODUCT_NOT_FOUND outside the staff member's centers.",
        security,
        body: AdvancePriceByProductBodySchema,
        response: { 200: AdvancePriceByProductAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.advancePrices(caller(request), request.body.SaleUnit, request.body.P_Code);
    },
  );

  app.post(
    CALLS.advancePriceSave.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Creates or replaces an advance price',
        description:
          'DateStart and DateEnd are days (YYYY-MM-DD, Bangkok), the end not before the start (400 DateEnd). ' +
          'Without Id a new period; with Id that period of the product is replaced (404 NOT_FOUND otherwise). ' +
          "A price without a type excludes tax ('2'); an empty price falls back to the product's price. " +
          'When periods meet, the one that started last applies. Customers see it at once.',
        security,
        body: AdvancePriceSaveBodySchema,
        response: { 200: AdvancePriceSaveAnswerSchema },
      },
    },
    async (request) => service.saveAdvancePrice(caller(request), request.body),
  );
};
