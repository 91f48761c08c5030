// The agent's calls (ADR 081). Every one needs the agent's own customer token (not a guest's, nor a
// client token of someone acting), in the agent's center; an unverified agent is refused.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AgentClientParamsSchema,
  AgentClientRegisterAnswerSchema,
  AgentClientRegisterBodySchema,
  AgentClientsAnswerSchema,
  AgentClientsQuerySchema,
  AgentProductParamsSchema,
  AgentProductSaveAnswerSchema,
  AgentProductSaveBodySchema,
  AgentProductSchema,
  AgentProductsAnswerSchema,
  AgentProductsQuerySchema,
  AgentProfileAnswerSchema,
  AppError,
  CALLS,
  CustomerUserSchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import type { AuthService } from '../auth/service';
import { createAgentService } from './service';

export interface AgentRoutesOptions {
  auth: AuthService;
}

const security = [{ jtoken: [] }];
const TAGS = ['agent'];
const REFUSALS =
  'An agent who is not verified (AccountCode, TAXNO, ShopPhotoImage, PicFileName and PersonType 1) gets ' +
  'AGENT_NOT_VERIFIED; a guest AUTH_REQUIRED; a client token of someone acting AUTH_FORBIDDEN.';

export const agentRoutes: FastifyPluginCallbackZod<AgentRoutesOptions> = (app, { auth }, done) => {
  const service = createAgentService({ db: app.db, auth });
  const member = app.requireCustomer({ allowGuest: false });

  app.get(
    CALLS.agentProfile.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The agent and the overview of what they ordered for their clients',
        description: `AuthorizeAmount and DebtAmount; TotalOrder and TotalGrossAmount of the orders the agent placed in the center, cancelled ones left out. ${REFUSALS}`,
        security,
        response: { 200: AgentProfileAnswerSchema },
      },
    },
    async (request) => service.profile(customerClaims(request), centerOf(request).saleUnit),
  );

  app.get(
    CALLS.agentClients.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: "The agent's clients in the center",
        description: `Each with TotalOrder and TotalGrossAmount of the orders the agent placed for them. text searches name, code and phone. ${REFUSALS}`,
        security,
        querystring: AgentClientsQuerySchema,
        response: { 200: AgentClientsAnswerSchema },
      },
    },
    async (request) => service.clients(customerClaims(request), centerOf(request).saleUnit, request.query),
  );

  app.post(
    CALLS.agentClientRegister.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The agent registers a new client shop',
        description: `The client is a customer of the agent's center, approved, and the agent's client there. A phone number already registered is MOBILE_ALREADY_EXISTS. ${REFUSALS}`,
        security,
        body: AgentClientRegisterBodySchema,
        response: { 200: AgentClientRegisterAnswerSchema },
      },
    },
    async (request) => service.registerClient(customerClaims(request), centerOf(request).saleUnit, request.body),
  );

  app.post(
    CALLS.agentClientLogin.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The agent orders as one of their clients ("order as main store")',
        description: `Answers the client's user with a jtoken naming the agent in AgentCode; orders placed with it record the agent as placer. saleUnit must be the agent's center (CENTER_NOT_ALLOWED); a customer who is not the agent's client there is CUSTOMER_NOT_FOUND. ${REFUSALS}`,
        security,
        params: AgentClientParamsSchema,
        response: { 200: CustomerUserSchema },
      },
    },
    async (request) =>
      auth.agentClientLogin(customerClaims(request), {
        code: request.params.code,
        saleUnit: centerOf(request).saleUnit,
      }),
  );

  app.post(
    CALLS.agentSwitchBack.path,
    {
      // A client token may name a center the agent no longer serves: switching back still works.
      onRequest: app.requireCustomer({ allowGuest: false, center: 'none' }),
      schema: {
        tags: TAGS,
        summary: "Switch account back: the agent's own session again",
        description: 'Only with a client token of an agent (AUTH_FORBIDDEN otherwise). Answers the agent\'s user with a jtoken.',
        security,
        response: { 200: CustomerUserSchema },
      },
    },
    async (request) => {
      // No center is resolved here (see above): the guard's claims are read as they are.
      if (request.auth?.kind !== 'customer') throw new AppError('AUTH_FORBIDDEN');
      return auth.agentSwitchBack(request.auth);
    },
  );

  app.get(
    CALLS.agentProducts.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The products the agent resells',
        description: `With the agent's price and the center's price beside it. ${REFUSALS}`,
        security,
        querystring: AgentProductsQuerySchema,
        response: { 200: AgentProductsAnswerSchema },
      },
    },
    async (request) => service.products(customerClaims(request), centerOf(request).saleUnit, request.query),
  );

  app.get(
    CALLS.agentProduct.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'One product the agent resells',
        description: `Another agent's product is PRODUCT_NOT_FOUND. ${REFUSALS}`,
        security,
        params: AgentProductParamsSchema,
        response: { 200: AgentProductSchema },
      },
    },
    async (request) => service.product(customerClaims(request), centerOf(request).saleUnit, request.params.id),
  );

  app.post(
    CALLS.agentProductSave.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Adds or changes a product the agent resells',
        description: `Without Id: adds P_Code (or changes its price when already there). With Id: changes that product of the agent's. P_Code must be sold by the agent's center (PRODUCT_NOT_FOUND). ${REFUSALS}`,
        security,
        body: AgentProductSaveBodySchema,
        response: { 200: AgentProductSaveAnswerSchema },
      },
    },
    async (request) => service.saveProduct(customerClaims(request), centerOf(request).saleUnit, request.body),
  );
  done();
};
