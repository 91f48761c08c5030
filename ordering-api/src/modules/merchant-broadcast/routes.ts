// Customer tags and LINE broadcasts of the staff member's centers (decisions 078, 107), and the
// broadcast sender where LINE is configured.
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BroadcastCreateBodySchema,
  BroadcastDetailAnswerSchema,
  BroadcastListAnswerSchema,
  BroadcastListQuerySchema,
  BroadcastPreviewAnswerSchema,
  CALLS,
  RecordIdParamsSchema,
  TagCreateBodySchema,
  TagCustomersAnswerSchema,
  TagCustomersQuerySchema,
  TagDeleteAnswerSchema,
  TagListAnswerSchema,
  TagListQuerySchema,
  TagMembersAnswerSchema,
  TagMembersBodySchema,
  TagSchema,
  TagUpdateBodySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { MULTIPART, multipartParser, readImage } from '../uploads/plugin';
import { createCenterRepository } from '../centers/repository';
import { linePushOf, type LinePush } from '../line/messaging';
import { runWithApp } from '../line/periodic';
import { createLineBroadcastSender, type LineBroadcastSender } from './sender';
import { BROADCAST_IMAGE_MAX_BYTES, createBroadcastService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of due broadcasts (tests run it by hand). */
    lineBroadcasts: LineBroadcastSender;
  }
}

export interface BroadcastRoutesOptions {
  /** A LINE client of the test's choosing; by default the Messaging API at LINE_API_BASE_URL. */
  push?: LinePush;
}

const security = [{ jtoken: [] }];
const TAGS = ['merchant'];
/** Multicast calls a second: well under LINE's 200, leaving room for the notices. */
const MULTICAST_CALLS_PER_SECOND = 20;

const broadcastRoutesPlugin: FastifyPluginCallbackZod<BroadcastRoutesOptions> = (app, options, done) => {
  const env = app.env;
  const sender = createLineBroadcastSender({
    db: app.db,
    push: options.push ?? linePushOf(env),
    clock: app.clock,
    log: app.log.child({ module: 'line-broadcast' }),
    callsPerSecond: env.NODE_ENV === 'test' ? 0 : MULTICAST_CALLS_PER_SECOND,
  });
  app.decorate('lineBroadcasts', sender);
  const service = createBroadcastService({
    db: app.db,
    clock: app.clock,
    centers: createCenterRepository(app.db),
    liffUrl: env.LINE_LIFF_URL,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    images: app.images,
    nudge: () => sender.nudge(),
  });
  const staff = app.requireStaff();
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);
  const scope = "Staff only; another center's tag is TAG_NOT_FOUND (404), another center named is CENTER_NOT_ALLOWED (403).";

  app.get(
    CALLS.tagList.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagList.summary,
        description: `By name (Text), with each tag's customers and of them those a broadcast reaches. SaleUnit narrows to one center. ${scope}`,
        security,
        querystring: TagListQuerySchema,
        response: { 200: TagListAnswerSchema },
      },
    },
    async (request) => service.listTags(staffId(request), request.query),
  );

  app.post(
    CALLS.tagCreate.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagCreate.summary,
        description: `In SaleUnit (the staff member's first center when absent). A name the center has already is TAG_NAME_TAKEN (409). ${scope}`,
        security,
        body: TagCreateBodySchema,
        response: { 200: TagSchema },
      },
    },
    async (request) => service.createTag(staffId(request), request.body),
  );

  app.get(
    CALLS.tagDetail.path,
    {
      onRequest: staff,
      schema: { tags: TAGS, summary: CALLS.tagDetail.summary, description: scope, security, params: RecordIdParamsSchema, response: { 200: TagSchema } },
    },
    async (request) => service.tag(staffId(request), request.params.id),
  );

  app.post(
    CALLS.tagUpdate.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagUpdate.summary,
        description: `TAG_NAME_TAKEN (409) when another tag of the center has the name. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        body: TagUpdateBodySchema,
        response: { 200: TagSchema },
      },
    },
    async (request) => service.renameTag(staffId(request), request.params.id, request.body.Name),
  );

  app.delete(
    CALLS.tagDelete.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagDelete.summary,
        description: `Broadcasts sent to it keep its name. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        response: { 200: TagDeleteAnswerSchema },
      },
    },
    async (request) => service.deleteTag(staffId(request), request.params.id),
  );

  app.get(
    CALLS.tagMembers.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagMembers.summary,
        description: `Text finds the code, name or mobile number; by code. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        querystring: TagCustomersQuerySchema,
        response: { 200: TagCustomersAnswerSchema },
      },
    },
    async (request) => service.tagCustomers(staffId(request), request.params.id, request.query, true),
  );

  app.get(
    CALLS.tagCustomerSearch.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagCustomerSearch.summary,
        description: `The active customers of the tag's center; Text finds the code, name or mobile number. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        querystring: TagCustomersQuerySchema,
        response: { 200: TagCustomersAnswerSchema },
      },
    },
    async (request) => service.tagCustomers(staffId(request), request.params.id, request.query, false),
  );

  app.post(
    CALLS.tagMembersAdd.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagMembersAdd.summary,
        description: `At most 500 codes. A code that is not a customer of the tag's center is CUSTOMER_NOT_FOUND (404) and adds none; a customer in the tag already stays once. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        body: TagMembersBodySchema,
        response: { 200: TagMembersAnswerSchema },
      },
    },
    async (request) => service.addMembers(staffId(request), request.params.id, request.body.CustomerCodes),
  );

  app.post(
    CALLS.tagMembersRemove.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.tagMembersRemove.summary,
        description: `Codes not in the tag change nothing. ${scope}`,
        security,
        params: RecordIdParamsSchema,
        body: TagMembersBodySchema,
        response: { 200: TagMembersAnswerSchema },
      },
    },
    async (request) => service.removeMembers(staffId(request), request.params.id, request.body.CustomerCodes),
  );

  const broadcastRule =
    'TagId null sends to every active customer of the center (SaleUnit, else the first of the staff member); ' +
    'a tag decides the center. Content: TEXT (Text, at most 5,000 characters), IMAGE (an https ImageUrl, or the ImageUrl answered by the image upload), ' +
    "PRODUCTS (1-10 ProductCodes of the center: a Flex carousel), PROMOTION (a PromotionId of the center: a Flex card). " +
    'Only customers linked to LINE and not known to have unfollowed are reached; the others are counted as skipped.';

  app.get(
    CALLS.broadcastList.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.broadcastList.summary,
        description: `Recipients, Sent, Failed and Skipped count people. ${scope}`,
        security,
        querystring: BroadcastListQuerySchema,
        response: { 200: BroadcastListAnswerSchema },
      },
    },
    async (request) => service.listBroadcasts(staffId(request), request.query),
  );

  app.post(
    CALLS.broadcastPreview.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.broadcastPreview.summary,
        description: `The body of the create call; stores nothing. ${broadcastRule} ${scope}`,
        security,
        body: BroadcastCreateBodySchema,
        response: { 200: BroadcastPreviewAnswerSchema },
      },
    },
    async (request) => service.preview(staffId(request), request.body),
  );

  app.post(
    CALLS.broadcastCreate.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.broadcastCreate.summary,
        description:
          `SendAt (ISO with offset) later than now schedules it; null or a past time sends it now. The recipients are fixed ` +
          `when sending starts, in multicast calls of at most 500, each person once. ${broadcastRule} ${scope}`,
        security,
        body: BroadcastCreateBodySchema,
        response: { 200: BroadcastDetailAnswerSchema },
      },
    },
    async (request) => service.createBroadcast(staffId(request), request.body),
  );

  app.register(async (uploads) => {
    await uploads.register(multipartParser);
    uploads.post(
      CALLS.broadcastImage.path,
      {
        onRequest: staff,
        schema: {
          tags: TAGS,
          summary: CALLS.broadcastImage.summary,
          description:
            'multipart/form-data: `file` (a JPEG, PNG, WebP or GIF of at most 5 MB, 413 UPLOAD_TOO_LARGE) and ' +
            '`SaleUnit` (the staff member\'s first center when absent). The image is decoded and stored again as a ' +
            'JPEG without its metadata; anything else is refused (415/400 UPLOAD_*) and nothing is stored. ' +
            'ImageUrl is the path to put in an IMAGE content; PublicUrl is where LINE fetches it (PUBLIC_BASE_URL). ' +
            scope,
          consumes: [MULTIPART],
          security,
          response: { 200: CALLS.broadcastImage.answer },
        },
      },
      async (request) => {
        const { image, fields } = await readImage(request, {
          fields: CALLS.broadcastImage.multipart.fields,
          maxBytes: BROADCAST_IMAGE_MAX_BYTES,
        });
        return service.storeImage(staffId(request), fields, image);
      },
    );
  });

  app.get(
    CALLS.broadcastDetail.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.broadcastDetail.summary,
        description: `Another center's broadcast is BROADCAST_NOT_FOUND (404). ${scope}`,
        security,
        params: RecordIdParamsSchema,
        response: { 200: BroadcastDetailAnswerSchema },
      },
    },
    async (request) => service.broadcast(staffId(request), request.params.id),
  );

  app.post(
    CALLS.broadcastCancel.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: CALLS.broadcastCancel.summary,
        description: `Only while SCHEDULED; else BROADCAST_NOT_CANCELLABLE (409). ${scope}`,
        security,
        params: RecordIdParamsSchema,
        response: { 200: BroadcastDetailAnswerSchema },
      },
    },
    async (request) => service.cancelBroadcast(staffId(request), request.params.id),
  );

  runWithApp(app, sender, env.LINE_OUTBOX_INTERVAL * 1000, env.NODE_ENV !== 'test');
  done();
};

/** Not encapsulated, so `app.lineBroadcasts` is there for the server and the tests. */
export const broadcastRoutes = fp(broadcastRoutesPlugin, {
  name: 'merchant-broadcast-routes',
  dependencies: ['auth', 'db', 'env', 'uploads'],
});
