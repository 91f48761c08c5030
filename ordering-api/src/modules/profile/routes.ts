// The customer's own account (picture, details, privacy consent) and the
// address masters, on the specification's paths.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllProvinceAnswerSchema,
  AllProvinceBodySchema,
  AppError,
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
import { centerOf } from '../../plugins/center';
import { createWebConfigRepository } from '../web-config/repository';
import { createProfileRepository } from './repository';
import { createProfileService, PICTURE_MAX_BYTES } from './service';

const security = [{ jtoken: [] }];
const MULTIPART = 'multipart/form-data';

/** Multipart errors of @fastify/multipart that mean "too big". */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The one image of an upload, read whole (it is at most PICTURE_MAX_BYTES). */
async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_INVALID');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('UPLOAD_INVALID');
    const content = await part.toBuffer();
    if (part.file.truncated || content.length > PICTURE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    if (content.length === 0) throw new AppError('UPLOAD_INVALID');
    return content;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) throw new AppError('PAYLOAD_TOO_LARGE', {}, { cause: error });
    throw new AppError('UPLOAD_INVALID', {}, { cause: error });
  }
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin; another module may already have added the parser.
  if (!app.hasContentTypeParser(MULTIPART)) {
    await app.register(multipart, {
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
  }

  const service = createProfileService({
    db: app.db,
    repository: createProfileRepository(app.db),
    webConfig: createWebConfigRepository(app.db),
    filesDir: app.env.FILES_DIR,
    log: app.log.child({ module: 'profile' }),
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
          'multipart/form-data with one part `file`: a JPEG, PNG or WebP image (recognised by its content, not its ' +
          'name or declared type) of at most 2 MB (413 PAYLOAD_TOO_LARGE beyond). The previous picture is removed. ' +
          'Data is the new address.',
        consumes: [MULTIPART],
        security,
        response: { 200: ProfilePictureUploadAnswerSchema },
      },
    },
    async (request) => {
      const content = await readOneFile(request);
      return { Data: await service.replacePicture(customerClaims(request), content) };
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
          "the token's center (CENTER_NOT_ALLOWED otherwise).",
        security,
        body: SavePdpaBodySchema,
        response: { 200: SavePdpaAnswerSchema },
      },
    },
    async (request) => service.savePdpa(customerClaims(request), centerOf(request).saleUnit, request.body),
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
