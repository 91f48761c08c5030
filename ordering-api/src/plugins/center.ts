// The center of a customer-side request, resolved and checked in one place, so no route reads a
// center from the request on trust (decision 031).
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type CustomerClaims } from '@eorder/shared';
import { centerRuleOf, isGuestClaims, type CenterRule } from './auth';
import { createCenterRepository } from '../modules/centers/repository';
import { createUsableCentersReader } from '../modules/centers/usable';

export interface RequestCenter {
  /** The center of the caller's token. */
  own: string;
  /** The center the request is about: the one it named (once allowed), else the token's. */
  saleUnit: string;
  /** The centers the caller may use, as stored; null for a guest, who may look at any active one. */
  usable: readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a customer or guest token once the request is read; null otherwise. */
    center: RequestCenter | null;
  }
}

/** Keys that name a center in the contract: SaleUnit, saleUnit, saleunit, Sale_Unit. */
const CENTER_KEY = /^sale_?unit$/i;

/** The centers a request names in its path, query and body (top level), blank ones left out. */
export function namedCenters(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string[] {
  const named: string[] = [];
  for (const part of [request.params, request.query, request.body]) {
    if (part === null || typeof part !== 'object' || Array.isArray(part) || Buffer.isBuffer(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (CENTER_KEY.test(key) && typeof value === 'string' && value.trim() !== '') named.push(value.trim());
    }
  }
  return named;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The salesperson acting for the customer; an id that is not one names nobody (no center). */
function actingStaffId(claims: CustomerClaims): number | null {
  if (claims.UserId === undefined || claims.UserId === null) return null;
  const id = Number(claims.UserId);
  return Number.isSafeInteger(id) ? id : 0;
}

export const centerPlugin = fp(
  (app, _options, done) => {
    const usableBy = createUsableCentersReader(app.db, app.clock);
    const centers = createCenterRepository(app.db);

    /** Refuses a center: unknown or inactive ones are not found, others not allowed. */
    async function refuse(saleUnit: string): Promise<never> {
      const known = await centers.findActive(saleUnit);
      throw new AppError(known ? 'CENTER_NOT_ALLOWED' : 'CENTER_NOT_FOUND', { saleUnit });
    }

    async function resolve(claims: CustomerClaims, named: string[], rule: CenterRule): Promise<RequestCenter> {
      const own = claims.SALEUNIT.trim();
      const [wanted, ...more] = named;
      // A request naming two different centers is about neither.
      const other = more.find((value) => wanted !== undefined && !same(value, wanted));
      if (other !== undefined) return refuse(other);
      if (own === '' && rule !== 'switch') throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: wanted ?? '' });
      const target = wanted ?? own;
      if (isGuestClaims(claims)) {
        // A guest may look at any active center, through a token of that center (a switch).
        if (rule === 'token' && !same(target, own)) return refuse(target);
        return { own, saleUnit: target, usable: null };
      }
      const { customer, saleUnits } = await usableBy({
        customerCode: claims.CUSTOMERCODE,
        staffUserId: actingStaffId(claims),
        agentCode: claims.AgentCode ?? null,
      });
      if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
      if (!customer.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
      const usable = (saleUnit: string) => saleUnits.find((stored) => same(stored, saleUnit));
      if (rule === 'token') {
        // The token's center must still be one the caller may use, and nothing else is named.
        if (!usable(own)) return refuse(own);
        if (!same(target, own)) return refuse(target);
      }
      const found = usable(target);
      // A switch may leave a center the caller may no longer use; it may only go to one they may.
      if (!found && (rule !== 'switch' || wanted !== undefined)) return refuse(target);
      return { own, saleUnit: found ?? target, usable: saleUnits };
    }

    app.decorateRequest('center', null);

    // Every route guarded for customer tokens resolves its center after its guards and its
    // validation, whatever hook the guard runs in, so no route can forget it.
    app.addHook('onRoute', (route: RouteOptions) => {
      const rule = centerRuleOf(route.onRequest) ?? centerRuleOf(route.preValidation) ?? centerRuleOf(route.preHandler);
      if (!rule) return;
      const resolveCenter = async (request: FastifyRequest): Promise<void> => {
        const claims = request.auth;
        if (claims?.kind !== 'customer') return;
        request.center = await resolve(claims, namedCenters(request), rule);
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), resolveCenter];
    });
    done();
  },
  { name: 'center', dependencies: ['db', 'env', 'auth'] },
);

/** The resolved center of a customer-side request; a programming error when no guard set it. */
export function centerOf(request: FastifyRequest): RequestCenter {
  if (!request.center) throw new Error('the center of this request was not resolved: a customer guard is missing');
  return request.center;
}
