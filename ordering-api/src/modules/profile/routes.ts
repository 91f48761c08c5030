// The customer's own account (picture, details, privacy consent) and the
// address masters, on the specification's paths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllProvinceAnswerSchema,
  AllProvinceBodySchema,
  CALLS,
  PdpaStatusAnswerSchema,
  ProfilePictureAnswerSchema,
  ProfilePictureUploadAnswerSchema,
  ProfileUpdateAnswerSchema,
  ProfileUpdateBodySchema,
  SavePdpaAnswerSchema,
  SavePdpaBodySchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { MULTIPART, multipartParser, readImage } from '../uploads/plugin';
import { createWebConfigRepository } from '../web-config/repository';
import { createProfileRepository } from './repository';
import { createProfileService, PICTURE_MAX_BYTES } from './service';

const security = [{ jtoken: [] }];
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartParser);

  const service = createProfileService({
    db: app.db,
    repository: createProfileRepository(app.db),
    webConfig: createWebConfigRepository(app.db),
    images: app.images,
  });
  const member = app.requireCustomer({ allowGuest: false });

  app.get(
    CALLS.profilePicture.path,
    {
      onRequest: member,
      schema: {
        tags: ['customer'],
        summary: "The customer's picture URL",
        description: 'Data is the address of the picture under /files/, or null when the customer has none.',
        security,
        response: { 200: ProfilePictureAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Data: await service.picture(customerClaims(request)) };
    },
  );

  app.post(
    CALLS.profilePictureUpload.path,
    {
      onRequest: member,
      schema: {
        tags: ['customer'],
        summary: "Replaces the customer's picture",
        description:
          'multipart/form-data with exactly one part, `file`: a JPEG, PNG, WebP or GIF image of at most 2 MB ' +
          '(413 UPLOAD_TOO_LARGE) and 50 megapixels (413 UPLOAD_TOO_MANY_PIXELS). It is decoded and stored again as ' +
          'a JPEG of at most 2048 px a side, without its metadata. Any other part, a second file or an empty one ' +
          'is refused (400) and nothing changes. The previous picture is removed. Data is the new address.',
        consumes: [MULTIPART],
        security,
        response: { 200: ProfilePictureUploadAnswerSchema },
      },
    },
    async (request) => {
      const { image } = await readImage(request, { maxBytes: PICTURE_MAX_BYTES });
      return { Data: await service.replacePicture(customerClaims(request), image) };
    },
  );

  app.post(
    CALLS.profileUpdate.path,
    {
      onRequest: member,
      schema: {
        tags: ['customer'],
        summary: "Updates the customer's own details",
        description: 'Only the fields sent change; null clears an optional one. Answers the customer as it is now.',
        security,
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileUpdateAnswerSchema },
      },
    },
    async (request) => service.updateProfile(customerClaims(request), request.body),
  );

  app.post(
    CALLS.savePdpa.path,
    {
      onRequest: member,
      schema: {
        tags: ['pdpa'],
        summary: 'Records the answer to the privacy policy',
        description:
          'Type true accepts, false declines the version in force (web configuration EOrderPdpaVersion). Customer_Id ' +
          'must be the caller (403 AUTH_FORBIDDEN otherwise, also for a salesperson or agent acting for them); SaleUnit ' +
          'a center of the caller.',
        security,
        body: SavePdpaBodySchema,
        response: { 200: SavePdpaAnswerSchema },
      },
    },
    async (request) => service.savePdpa(customerClaims(request), request.body),
  );

  app.get(
    CALLS.pdpaStatus.path,
    {
      onRequest: member,
      schema: {
        tags: ['pdpa'],
        summary: "The customer's privacy-policy answer",
        description: 'Type and Version of the last answer (null until one is given), the version in force and when.',
        security,
        response: { 200: PdpaStatusAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pdpaStatus(customerClaims(request));
    },
  );

  app.post(
    CALLS.allProvince.path,
    {
      schema: {
        tags: ['master-data'],
        summary: 'Provinces, districts and sub-districts',
        description: 'Ampher.Department_ID is its province, Town.Section_ID its district.',
        body: AllProvinceBodySchema,
        response: { 200: AllProvinceAnswerSchema },
      },
    },
    async () => ({ data: await service.allAreas() }),
  );
};
