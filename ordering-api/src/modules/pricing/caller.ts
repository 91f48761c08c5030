// Who is asking, for the cart, pricing and ordering calls: the customer behind a
// customer jtoken (or a guest), the center they act in, how they are priced, and
// who acts for them (a salesperson's UserId or an agent's code).
import { and, eq } from 'drizzle-orm';
import { AppError, GUEST_CUSTOMER_CODE, GUEST_ROLE, type CustomerClaims } from '@eorder/shared';
import type { DbOrTx } from '../../db/client';
import { customerCenters, customers, distributionCenters } from '../../db/schema';
import type { CustomerFacts } from './engine';
import type { PricingRepository } from './repository';

export type CustomerRow = typeof customers.$inferSelect;
export type CenterRow = typeof distributionCenters.$inferSelect;

export interface Caller {
  isGuest: boolean;
  /** Null for a guest. */
  customer: CustomerRow | null;
  saleUnit: string;
  center: CenterRow;
  /** The center-specific classification, when the customer has one. */
  customerType: string | null;
  storeType: string | null;
  priceLevel: number;
  /** The salesperson acting for the customer (UserId of the jtoken). */
  actingUserId: number | null;
  /** The agent ordering for a client (AgentCode of the jtoken). */
  actingAgentCode: string | null;
}

export const isGuestClaims = (claims: CustomerClaims): boolean =>
  String(claims.role) === GUEST_ROLE || claims.CUSTOMERCODE.toUpperCase() === GUEST_CUSTOMER_CODE;

/**
 * Resolves the caller in a center (the requested one, else the token's). A customer must be
 * active and linked to the center (or have it as the token's center); a guest may look at any
 * active center.
 */
export async function resolveCaller(
  tx: DbOrTx,
  claims: CustomerClaims,
  requestedSaleUnit: string | null | undefined,
): Promise<Caller> {
  const saleUnit = (requestedSaleUnit ?? '').trim() || claims.SALEUNIT;
  if (!saleUnit) throw new AppError('CENTER_NOT_FOUND', { saleUnit: '-' });
  const [center] = await tx
    .select()
    .from(distributionCenters)
    .where(and(eq(distributionCenters.saleUnit, saleUnit), eq(distributionCenters.active, true)))
    .limit(1);
  if (!center) throw new AppError('CENTER_NOT_FOUND', { saleUnit });

  const actingUserId =
    claims.UserId !== undefined && claims.UserId !== null && Number.isInteger(Number(claims.UserId))
      ? Number(claims.UserId)
      : null;
  const actingAgentCode = claims.AgentCode ?? null;

  if (isGuestClaims(claims)) {
    return {
      isGuest: true,
      customer: null,
      saleUnit: center.saleUnit,
      center,
      customerType: null,
      storeType: null,
      priceLevel: 1,
      actingUserId: null,
      actingAgentCode: null,
    };
  }

  const [customer] = await tx.select().from(customers).where(eq(customers.customerCode, claims.CUSTOMERCODE)).limit(1);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: claims.CUSTOMERCODE });
  if (!customer.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
  const [link] = await tx
    .select()
    .from(customerCenters)
    .where(and(eq(customerCenters.customerId, customer.id), eq(customerCenters.saleUnit, center.saleUnit)))
    .limit(1);
  const linked = link !== undefined && link.active;
  if (!linked && center.saleUnit !== claims.SALEUNIT) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: center.saleUnit });
  return {
    isGuest: false,
    customer,
    saleUnit: center.saleUnit,
    center,
    customerType: link?.customerType ?? customer.customerType,
    storeType: link?.storeType ?? customer.storeType,
    priceLevel: link?.priceLevel ?? customer.priceLevel,
    actingUserId,
    actingAgentCode,
  };
}

/** The caller as the engine sees it. */
export async function customerFacts(caller: Caller, repository: PricingRepository, tx: DbOrTx): Promise<CustomerFacts> {
  return {
    id: caller.customer?.id ?? null,
    customerType: caller.customerType,
    storeType: caller.storeType,
    priceLevel: caller.priceLevel,
    isNew: caller.customer ? !(await repository.hasOrdered(caller.customer.id, caller.saleUnit, tx)) : true,
  };
}
