// Delivery addresses, for the customer (checkout, profile) and for the staff of
// the customer's center, on the specification's paths.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AddDeliveryAddressBodySchema,
  AppError,
  CALLS,
  DeleteDeliveryAddressBodySchema,
  DeliveryAddressListAnswerSchema,
  DeliveryAddressListBodySchema,
  DeliveryAddressWriteAnswerSchema,
  UpdateDeliveryAddressBodySchema,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { resolveCaller } from '../pricing/caller';
import { createAddressRepository } from './repository';
import { createAddressService, type AddressActor } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['address'];

/**
 * The customer whose addresses are asked for: the caller, or for staff a customer of one of their
 * centers (the customer's primary center when they share it).
 */
async function actorFor(db: Db, request: FastifyRequest, customerCode: string): Promise<AddressActor> {
  const claims = request.auth;
  if (claims?.kind === 'customer') {
    const caller = await resolveCaller(db, customerClaims(request), centerOf(request).saleUnit);
    if (!caller.customer) throw new AppError('AUTH_REQUIRED');
    if (caller.customer.customerCode.toUpperCase() !== customerCode.trim().toUpperCase()) throw new AppError('AUTH_FORBIDDEN');
    return { customer: caller.customer, saleUnit: caller.saleUnit };
  }
  if (claims?.kind === 'staff') {
    const repository = createAddressRepository(db);
    const customer = await repository.findCustomerByCode(customerCode.trim());
    if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode });
    const shared = await repository.sharedCenters(Number(claims.sub), customer.id);
    const first = shared[0];
    if (!first) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode });
    return { customer, saleUnit: first };
  }
  throw new AppError('AUTH_FORBIDDEN');
}

export const addressRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createAddressService(app.db);
  const memberOrStaff = app.requireMemberOrStaff();

  app.post(
    CALLS.deliveryAddressList.path,
    {
      onRequest: memberOrStaff,
      schema: {
        tags: TAGS,
        summary: "A customer's delivery addresses",
        description:
          'The registered address (C) and the shipping (S) and billing (B) addresses of the caller\'s center. When ' +
          'the customer has only the C address, an S and a B address are first created from it (as ' +
          'ADD_DELIVERY_ADDRESS would), once. AddressType and AddressCode filter the answer.',
        security,
        body: DeliveryAddressListBodySchema,
        response: { 200: DeliveryAddressListAnswerSchema },
      },
    },
    async (request) => {
      const actor = await actorFor(app.db, request, request.body.CustomerCode);
      const data = await service.list(actor, { AddressCode: request.body.AddressCode ?? null, AddressType: request.body.AddressType ?? null });
      return { status: 200, status_code: '200', data };
    },
  );

  app.post(
    CALLS.addDeliveryAddress.path,
    {
      onRequest: memberOrStaff,
      schema: {
        tags: TAGS,
        summary: 'Adds a shipping or billing address',
        description: 'Refused with ADDRESS_LOCKED_SAP for SAP customers.',
        security,
        body: AddDeliveryAddressBodySchema,
        response: { 200: DeliveryAddressWriteAnswerSchema },
      },
    },
    async (request) => {
      const actor = await actorFor(app.db, request, request.body.Cust_ID);
      return { status: 200, status_code: '200', data: await service.add(actor, request.body) };
    },
  );

  app.post(
    CALLS.updateDeliveryAddress.path,
    {
      onRequest: memberOrStaff,
      schema: {
        tags: TAGS,
        summary: 'Updates an address',
        description: 'Refused with ADDRESS_LOCKED_SAP for SAP customers. The type of an address does not change.',
        security,
        body: UpdateDeliveryAddressBodySchema,
        response: { 200: DeliveryAddressWriteAnswerSchema },
      },
    },
    async (request) => {
      const actor = await actorFor(app.db, request, request.body.Cust_ID);
      return { status: 200, status_code: '200', data: await service.update(actor, request.body) };
    },
  );

  app.post(
    CALLS.deleteDeliveryAddress.path,
    {
      onRequest: memberOrStaff,
      schema: {
        tags: TAGS,
        summary: 'Deletes a shipping or billing address',
        description:
          'The address is deactivated (Active N); orders keep the copy taken when they were placed. The C address ' +
          'cannot be deleted; SAP customers are refused with ADDRESS_LOCKED_SAP.',
        security,
        body: DeleteDeliveryAddressBodySchema,
        response: { 200: DeliveryAddressWriteAnswerSchema },
      },
    },
    async (request) => {
      const actor = await actorFor(app.db, request, request.body.Cust_ID);
      return { status: 200, status_code: '200', data: await service.remove(actor, request.body) };
    },
  );

  done();
};
