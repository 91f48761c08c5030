// The staff member's own profile calls (ADR 054).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  JoinRequestAnswerAnswerSchema,
  JoinRequestAnswerBodySchema,
  JoinRequestListAnswerSchema,
  JoinRequestParamsSchema,
  MerchantChangePasswordAnswerSchema,
  MerchantChangePasswordBodySchema,
  MerchantProfileAnswerSchema,
  MerchantProfileDcsAnswerSchema,
  MerchantProfileUpdateAnswerSchema,
  MerchantProfileUpdateBodySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import type { MerchantProfileService } from './service';

const security = [{ jtoken: [] }];

export const merchantProfileRoutes: FastifyPluginCallbackZod<{ profile: MerchantProfileService }> = (
  app,
  { profile },
  done,
) => {
  const staff = app.requireStaff();
  const me = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);
  const caller = (request: Parameters<typeof staffClaims>[0]) => {
    const claims = staffClaims(request);
    return { staffUserId: Number(claims.sub), role: String(claims.role) };
  };

  app.get(
    CALLS.merchantProfile.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: "The signed-in staff member's details",
        security,
        response: { 200: MerchantProfileAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile.profile(me(request));
    },
  );

  app.post(
    CALLS.merchantProfileUpdate.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: "Updates the signed-in staff member's details",
        description:
          'Only the fields sent change; null clears an optional one. The mobile number is the sign-in and is not ' +
          'changed here. A username taken by another member is 409 USERNAME_ALREADY_EXISTS. Answers the profile.',
        security,
        body: MerchantProfileUpdateBodySchema,
        response: { 200: MerchantProfileUpdateAnswerSchema },
      },
    },
    async (request) => profile.update(me(request), request.body),
  );

  app.post(
    CALLS.merchantChangePassword.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: "Changes the signed-in staff member's password",
        description:
          'OldPassword must match (400 PASSWORD_WRONG; also for a member who never set one). Every earlier token ' +
          'of the member is ended; jtoken is the new one of this device (the bff keeps it in its cookie).',
        security,
        body: MerchantChangePasswordBodySchema,
        response: { 200: MerchantChangePasswordAnswerSchema },
      },
    },
    async (request) => profile.changePassword(me(request), request.body),
  );

  app.get(
    CALLS.merchantProfileDcs.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: 'The centers the staff member serves and the ones they asked to join',
        description: 'Dists: active centers served, the default first. Pending: join requests their merchant has not granted.',
        security,
        response: { 200: MerchantProfileDcsAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile.dcs(me(request));
    },
  );

  app.get(
    CALLS.joinRequestList.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: "Requests to join the merchant admin's centers",
        description:
          'People who asked at registration to join a center the caller serves, oldest first. Only the merchant ' +
          'admin (role 1) sees them: 403 AUTH_FORBIDDEN for other roles.',
        security,
        response: { 200: JoinRequestListAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile.joinRequests(caller(request));
    },
  );

  app.post(
    CALLS.joinRequestAnswer.path,
    {
      onRequest: staff,
      schema: {
        tags: ['merchant'],
        summary: 'Grants or refuses a request to join a center',
        description:
          'Grant true links the member to the center (their default when it is their first), false refuses; the ' +
          'request is gone either way. Only the merchant admin (role 1): 403 AUTH_FORBIDDEN for other roles; ' +
          "403 CENTER_NOT_ALLOWED for a center they do not serve; 404 NOT_FOUND when there is no such request.",
        security,
        params: JoinRequestParamsSchema,
        body: JoinRequestAnswerBodySchema,
        response: { 200: JoinRequestAnswerAnswerSchema },
      },
    },
    async (request) => {
      const { saleUnit, staffUserId } = request.params;
      return profile.answerJoinRequest(caller(request), saleUnit, staffUserId, request.body.Grant);
    },
  );
  done();
};
