// Recurring orders: the customer's list, create, update, pause, resume and
// cancel; and the scheduler that places due orders, started with the app.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  RunDueAnswerSchema,
  StatusAnswerSchema,
  SubscriptionAnswerSchema,
  SubscriptionListAnswerSchema,
  SubscriptionParamsSchema,
  SubscriptionSaveBodySchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { createPeriodicJob, runWithApp } from '../line/periodic';
import type { SubscriptionService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['order'];

/** Staff roles that may run the scheduler by hand: the merchant administrator. */
const ADMIN_ROLES = ['1'] as const;

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService;
  /** How often the scheduler looks for due orders, in ms; 0 leaves it off (tests run it by hand). */
  schedulerIntervalMs: number;
}

export const subscriptionRoutes: FastifyPluginCallbackZod<SubscriptionRoutesOptions> = (app, options, done) => {
  const service = options.subscriptions;
  // A recurring order stays in its center, which may be any the caller may use (one made from an
  // order of another of them, for instance).
  const member = app.requireCustomer({ allowGuest: false, center: 'usable' });

  app.get(
    CALLS.subscriptionList.path,
    {
      onRequest: member,
      schema: { tags: TAGS, summary: "The customer's recurring orders", security, response: { 200: SubscriptionListAnswerSchema } },
    },
    async (request) => service.list(customerClaims(request), centerOf(request)),
  );

  app.get(
    CALLS.subscriptionGet.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'One recurring order, with its last runs',
        security,
        params: SubscriptionParamsSchema,
        response: { 200: SubscriptionAnswerSchema },
      },
    },
    async (request) => service.get(customerClaims(request), centerOf(request), request.params.id),
  );

  app.post(
    CALLS.subscriptionCreate.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Creates a recurring order',
        description:
          'Frequency DAYS, WEEKS or MONTHS with Every = N (at most 90 days, 12 weeks or 3 months): every N weeks on ' +
          'DayOfWeek (1 Monday ... 7 Sunday), every N days (from DayOfWeek when given), every N months on DayOfMonth ' +
          '(1-28). The first order is due on the first such day from today. Paid by COD or CREDIT. Active N creates it paused.',
        security,
        body: SubscriptionSaveBodySchema,
        response: { 200: SubscriptionAnswerSchema },
      },
    },
    async (request) => service.create(customerClaims(request), centerOf(request), request.body),
  );

  app.post(
    CALLS.subscriptionUpdate.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Updates a recurring order',
        security,
        params: SubscriptionParamsSchema,
        body: SubscriptionSaveBodySchema,
        response: { 200: SubscriptionAnswerSchema },
      },
    },
    async (request) => service.update(customerClaims(request), centerOf(request), request.params.id, request.body),
  );

  for (const [call, status, summary] of [
    [CALLS.subscriptionPause, 'PAUSED', 'Pauses a recurring order'],
    [CALLS.subscriptionResume, 'ACTIVE', 'Resumes a recurring order from today (missed periods are not placed)'],
    [CALLS.subscriptionCancel, 'CANCELLED', 'Cancels a recurring order'],
  ] as const) {
    app.post(
      call.path,
      {
        onRequest: member,
        schema: { tags: TAGS, summary, security, params: SubscriptionParamsSchema, response: { 200: SubscriptionAnswerSchema } },
      },
      async (request) => service.setStatus(customerClaims(request), centerOf(request), request.params.id, status),
    );
  }

  app.post(
    CALLS.subscriptionDelete.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Deletes (cancels) a recurring order',
        security,
        params: SubscriptionParamsSchema,
        response: { 200: StatusAnswerSchema },
      },
    },
    async (request) => {
      await service.setStatus(customerClaims(request), centerOf(request), request.params.id, 'CANCELLED');
      return { status: 200 };
    },
  );

  app.post(
    CALLS.subscriptionRunDue.path,
    {
      onRequest: app.requireStaff({ roles: ADMIN_ROLES }),
      schema: {
        tags: TAGS,
        summary: 'Places the recurring orders due now',
        description: 'What the scheduler does on each tick, for an administrator. Each period is placed at most once.',
        security,
        response: { 200: RunDueAnswerSchema },
      },
    },
    async () => service.runDue(),
  );

  if (options.schedulerIntervalMs > 0) {
    const scheduler = createPeriodicJob(
      async () => {
        const summary = await service.runDue();
        if (summary.placed + summary.failed > 0) app.log.info({ ...summary }, 'subscription orders placed');
      },
      app.log,
      'subscription scheduler',
    );
    runWithApp(app, scheduler, options.schedulerIntervalMs);
  }

  done();
};
