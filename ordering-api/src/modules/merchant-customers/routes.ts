// The merchant's customers on the specification's paths (list, photo groups, photos) and on paths
// of the same style for what it does not name (one customer, a photo upload). Every call takes a
// staff token and sees only the customers of the staff member's centers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  CustomerApproveBodySchema,
  CustomerFileAnswerSchema,
  CustomerFileQuerySchema,
  MerchantCustomerAnswerSchema,
  MerchantCustomerListAnswerSchema,
  MerchantCustomerListQuerySchema,
  MerchantCustomerParamsSchema,
  PhotoGroupAnswerSchema,
  PhotoGroupQuerySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import { createCenterRepository } from '../centers/repository';
import { MULTIPART, multipartParser, readImage } from '../uploads/plugin';
import { createMerchantCustomerRepository } from './repository';
import { createMerchantCustomerService, CUSTOMER_PHOTO_MAX_BYTES } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['merchant customers'];
const NOT_YOURS =
  "404 CUSTOMER_NOT_FOUND when the customer does not order from that center or the center is not the staff member's.";

export const merchantCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);
  const centers = createCenterRepository(app.db);
  const service = createMerchantCustomerService({
    repository: createMerchantCustomerRepository(app.db),
    staffCenters: async (staffUserId) =>
      (await centers.listForStaff(staffUserId)).map((center) => center.saleUnit),
    images: app.images,
    clock: () => app.clock(),
  });
  const staff = app.requireStaff();
  const caller = (request: Parameters<typeof staffClaims>[0]) => {
    const claims = staffClaims(request);
    return { staffUserId: Number(claims.sub), role: String(claims.role) };
  };

  app.get(
    CALLS.customerList.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A page of the center's customers",
        description:
          "The customers of saleUnit (one of the staff member's centers, 403 CENTER_NOT_ALLOWED otherwise) or of " +
          'all their centers, one row per customer and center: those waiting for approval first, then the newest. ' +
          'text matches every word in the code, name and mobile number; code narrows to one customer. take 12.',
        security,
        querystring: MerchantCustomerListQuerySchema,
        response: { 200: MerchantCustomerListAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(caller(request), request.query, requestLocale(request));
    },
  );

  app.get(
    CALLS.customerDetail.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'One customer of a center',
        description:
          'The customer as the list shows them, with contact, tax and account details, price level, LINE link, ' +
          `credit left and the latest five orders in the center. ${NOT_YOURS}`,
        security,
        params: MerchantCustomerParamsSchema,
        response: { 200: MerchantCustomerAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code, saleUnit } = request.params;
      return service.detail(caller(request), code, saleUnit, requestLocale(request));
    },
  );

  app.post(
    CALLS.customerApprove.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Approves or rejects a customer',
        description:
          'Approve true makes the customer APPROVED (they may order), false REJECTED (their sessions end). Only the ' +
          `merchant admin (role 1) may: 403 AUTH_FORBIDDEN for others. Answers the customer as the detail does. ${NOT_YOURS}`,
        security,
        params: MerchantCustomerParamsSchema,
        body: CustomerApproveBodySchema,
        response: { 200: MerchantCustomerAnswerSchema },
      },
    },
    async (request) => {
      const { code, saleUnit } = request.params;
      return service.approve(
        caller(request),
        code,
        saleUnit,
        request.body.Approve,
        requestLocale(request),
      );
    },
  );

  app.get(
    CALLS.photoGroups.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A center's photo groups",
        description:
          "The photo groups of saleUnit (the staff member's first center when absent; 403 CENTER_NOT_ALLOWED for " +
          'another) for customerType, or every group of the center once when no type is given.',
        security,
        querystring: PhotoGroupQuerySchema,
        response: { 200: PhotoGroupAnswerSchema },
      },
    },
    async (request) => service.photoGroups(caller(request), request.query),
  );

  app.get(
    CALLS.customerFiles.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A page of a customer's photos",
        description:
          'The newest first, 24 a page, in saleUnit (the first center the customer shares with the staff member ' +
          'when absent). photoGroupCodes and monthYears (YYYYMM, Bangkok) filter; fromDate and toDate (YYYYMMDD) ' +
          `bound the days; with none of the three the window is 30 days before to 30 days after today. ${NOT_YOURS}`,
        security,
        querystring: CustomerFileQuerySchema,
        response: { 200: CustomerFileAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.photos(caller(request), request.query);
    },
  );

  app.post(
    CALLS.customerFileUpload.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Stores a photo of a customer',
        description:
          'multipart/form-data: `file` (a JPEG, PNG, WebP or GIF of at most 5 MB, 413 UPLOAD_TOO_LARGE), ' +
          '`CustomerCode`, `saleUnit` and `photoGroupCode` (a group of the center, 400 otherwise). The image is ' +
          'decoded and stored again as a JPEG without its metadata; anything else is refused (415/400 UPLOAD_*) ' +
          `and nothing is stored. The photo keeps its group, the time and who took it. ${NOT_YOURS}`,
        consumes: [MULTIPART],
        security,
        response: { 200: CALLS.customerFileUpload.answer },
      },
    },
    async (request) => {
      const { image, fields } = await readImage(request, {
        fields: CALLS.customerFileUpload.multipart.fields,
        maxBytes: CUSTOMER_PHOTO_MAX_BYTES,
      });
      return service.upload(caller(request), fields, image);
    },
  );
};
