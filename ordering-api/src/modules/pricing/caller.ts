// Who is asking, for the cart, pricing and ordering calls: the customer behind a
// customer jtoken (or a guest), the center they act in, how they are priced, and
// who acts for them (a salesperson's UserId or an agent's code).
import { and, eq, sql } from 'drizzle-orm';
import { AppError, type CustomerClaims } from '@eorder/shared';
import type { DbOrTx } from '../../db/client';
import { isGuestClaims } from '../../plugins/auth';
import { customerCenters, customers, distributionCenters } from '../../db/schema';
import type { CustomerFacts, PromotionFacts } from './engine';
import { preparedQuery } from './prepared';
import type { PricingRepository } from './repository';

// Only what the calls that resolve a caller look at: every column read costs on every call.
const customerColumns = {
  id: customers.id,
  customerCode: customers.customerCode,
  customerName: customers.customerName,
  priceLevel: customers.priceLevel,
  authorizeAmount: customers.authorizeAmount,
  debtAmount: customers.debtAmount,
  isSap: customers.isSap,
  approvalStatus: customers.approvalStatus,
  active: customers.active,
  customerType: customers.customerType,
  storeType: customers.storeType,
};
const centerColumns = {
  saleUnit: distributionCenters.saleUnit,
  distName: distributionCenters.distName,
  distNameEn: distributionCenters.distNameEn,
  mouMinAmount: distributionCenters.mouMinAmount,
};
const linkColumns = {
  customerType: customerCenters.customerType,
  storeType: customerCenters.storeType,
  priceLevel: customerCenters.priceLevel,
  active: customerCenters.active,
};

export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof customerColumns>;
export type CenterRow = Pick<typeof distributionCenters.$inferSelect, keyof typeof centerColumns>;

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

export { isGuestClaims } from '../../plugins/auth';

const activeCenter = and(
  eq(distributionCenters.saleUnit, sql.placeholder('saleUnit')),
  eq(distributionCenters.active, true),
);

const centerQuery = preparedQuery('caller_center', (tx) =>
  tx.select(centerColumns).from(distributionCenters).where(activeCenter).limit(1),
);

// The center, the customer and their link to it in one round trip: every cart, pricing and
// ordering call starts here.
const callerQuery = preparedQuery('caller_customer', (tx) =>
  tx
    .select({ center: centerColumns, customer: customerColumns, link: linkColumns })
    .from(distributionCenters)
    .leftJoin(customers, eq(customers.customerCode, sql.placeholder('customerCode')))
    .leftJoin(
      customerCenters,
      and(eq(customerCenters.customerId, customers.id), eq(customerCenters.saleUnit, distributionCenters.saleUnit)),
    )
    .where(activeCenter)
    .limit(1),
);

/**
 * The caller in a center: the center of the request as plugins/center.ts resolved it (or, for the
 * recurring-order scheduler, the recurring order's own). A customer must be active; a guest may
 * look at any active center.
 */
export async function resolveCaller(tx: DbOrTx, claims: CustomerClaims, saleUnit: string): Promise<Caller> {
  if (!saleUnit) throw new AppError('CENTER_NOT_FOUND', { saleUnit: '-' });

  const actingUserId =
    claims.UserId !== undefined && claims.UserId !== null && Number.isInteger(Number(claims.UserId))
      ? Number(claims.UserId)
      : null;
  const actingAgentCode = claims.AgentCode ?? null;

  if (isGuestClaims(claims)) {
    const [center] = await centerQuery(tx).execute({ saleUnit });
    if (!center) throw new AppError('CENTER_NOT_FOUND', { saleUnit });
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

  const [row] = await callerQuery(tx).execute({ saleUnit, customerCode: claims.CUSTOMERCODE });
  if (!row) throw new AppError('CENTER_NOT_FOUND', { saleUnit });
  const { center, customer, link } = row;
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: claims.CUSTOMERCODE });
  if (!customer.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
  const linked = link !== null && link.active;
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

/**
 * The caller as the engine sees it. Whether a customer is new takes a query, made only when one
 * of the promotions is for new customers (nothing else looks at it).
 */
export async function customerFacts(
  caller: Caller,
  repository: PricingRepository,
  tx: DbOrTx,
  promotions: readonly PromotionFacts[],
): Promise<CustomerFacts> {
  const customer = caller.customer;
  const asked = customer !== null && promotions.some((p) => p.newCustomersOnly);
  return {
    id: customer?.id ?? null,
    customerType: caller.customerType,
    storeType: caller.storeType,
    priceLevel: caller.priceLevel,
    isNew: customer ? asked && !(await repository.hasOrdered(customer.id, caller.saleUnit, tx)) : true,
  };
}
