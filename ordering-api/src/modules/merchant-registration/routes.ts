// The self-registration calls of the specification: banks, the center search, the registration
// itself and the center's verification images (ADR 053).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  BankAnswerSchema,
  BankQuerySchema,
  CALLS,
  MERCHANT_UPLOAD_IMAGE_FILES,
  MerchantDistAnswerSchema,
  MerchantDistQuerySchema,
  MerchantRegisterAnswerSchema,
  MerchantRegisterBodySchema,
  MerchantUploadImageAnswerSchema,
  MerchantUploadImageFieldsSchema,
} from '@eorder/shared';
import { resolveLocale } from '@eorder/shared/server';
import { staffClaims } from '../../plugins/auth';
import { createCenterRepository } from '../centers/repository';
import { createCenterService } from '../centers/service';
import { MULTIPART, multipartParser, readImages } from '../uploads/plugin';
import type { RegistrationService } from './service';

/** Largest verification image accepted: a phone photo of an ID card or a shop front. */
export const CENTER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const security = [{ jtoken: [] }];

export const merchantRegistrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (
  app,
  { registration },
) => {
  await app.register(multipartParser);
  const centers = createCenterService(createCenterRepository(app.db));

  app.get(
    CALLS.bankList.path,
    {
      schema: {
        tags: ['merchant'],
        summary: 'Banks for the registration',
        description: 'Every bank of the master, by code; bankname in the language of Accept-Language.',
        querystring: BankQuerySchema,
        response: { 200: BankAnswerSchema },
      },
    },
    async (request) => registration.banks(request.query, resolveLocale(request.headers['accept-language'])),
  );

  app.get(
    CALLS.merchantDist.path,
    {
      onRequest: app.optionalAuth(),
      schema: {
        tags: ['merchant'],
        summary: 'Center search of the registration',
        description:
          'dcWithoutSaleman=Y (the registration, before any session): every active center whose sale unit, name, ' +
          'short name or address contains text. Otherwise a staff token is needed and only its centers are searched. ' +
          'Nearest first (haversine, 6371 km) when lat and lng are given, else by name; then skip and take (72).',
        querystring: MerchantDistQuerySchema,
        response: { 200: MerchantDistAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.dcWithoutSaleman === 'Y') return centers.searchCenters(query);
      if (request.auth?.kind !== 'staff') throw new AppError('AUTH_REQUIRED');
      const own = new Set((await centers.staffCenters(Number(request.auth.sub))).map((center) => center.SaleUnit));
      const found = await centers.searchCenters({ ...query, skip: 0, take: Number.MAX_SAFE_INTEGER });
      return found.filter((center) => own.has(center.SaleUnit)).slice(query.skip, query.skip + query.take);
    },
  );

  app.post(
    CALLS.merchantRegister.path,
    {
      schema: {
        tags: ['merchant'],
        summary: 'Self-registration of a merchant',
        description:
          'The mobile number is proven by a one-time code of purpose STAFF_REGISTER (RefCode, OtpCode). ' +
          'DistributionCenter creates a center (name, province, district and sub-district needed) whose merchant ' +
          'the new member becomes; SelectedDists are requests to join existing centers, which their merchant grants. ' +
          'BankAccount goes with the new center only. Everything is written in one transaction: a refusal leaves ' +
          'no account, center or request behind. Token is the staff jtoken (the bff keeps it in its cookie).',
        body: MerchantRegisterBodySchema,
        response: { 200: MerchantRegisterAnswerSchema },
      },
    },
    async (request) => registration.register(request.body),
  );

  app.post(
    CALLS.merchantUploadImage.path,
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ['merchant'],
        summary: "A center's ID card, shop and logo images",
        description:
          'multipart/form-data: saleUnit (one of the caller\'s centers, else 403 CENTER_NOT_ALLOWED) and at least one ' +
          'of the files taxImage, shopImage, logoImage, each a JPEG, PNG, WebP or GIF of at most 5 MB, checked by ' +
          'decoding and stored re-encoded. An image sent replaces the one before; the others stay.',
        consumes: [MULTIPART],
        security,
        response: { 200: MerchantUploadImageAnswerSchema },
      },
    },
    async (request) => {
      const { images, fields } = await readImages(request, {
        files: Object.fromEntries(MERCHANT_UPLOAD_IMAGE_FILES.map((name) => [name, 'optional' as const])),
        fields: MerchantUploadImageFieldsSchema,
        maxBytes: CENTER_IMAGE_MAX_BYTES,
      });
      if (images.size === 0) throw new AppError('UPLOAD_MISSING_FILE', { field: MERCHANT_UPLOAD_IMAGE_FILES.join(', ') });
      return registration.uploadImages(Number(staffClaims(request).sub), fields.saleUnit, images);
    },
  );
};
