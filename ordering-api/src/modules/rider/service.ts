// The rider's day (decision 064): their orders by tab, one order to deliver,
// each delivery step through the order lifecycle (once per Idempotency-Key,
// with the proof images stored), and the days already delivered.
import {
  addDays,
  AppError,
  bangkokDateKey,
  bangkokDayStart,
  daysBetween,
  mapSearchUrl,
  mayTransition,
  orderEventLabel,
  RIDER_STEPS,
  type OrderRefParams,
  type RiderClaims,
  type RiderHistoryAnswer,
  type RiderHistoryQuery,
  type RiderOrderCard,
  type RiderOrderDetailAnswer,
  type RiderOrderListAnswer,
  type RiderOrderListQuery,
  type RiderStatusFields,
  type RiderStep,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import type { Clock } from '../../plugins/env';
import { publicFileUrl } from '../../plugins/files';
import { claimIdempotencyKey, completeIdempotencyKey, requestHash } from '../orders/idempotency';
import type { Actor, DeliveryInput } from '../orders/lifecycle/service';
import type { OrdersModule } from '../orders/service';
import { paymentMethodOf } from '../orders/wire';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import { createRiderRepository, type RiderFilter, type RiderOrderRow } from './repository';

/** The idempotency scope of delivery steps. */
const STEP_SCOPE = 'rider-step';
/** The history's default span, in days, and its longest. */
export const HISTORY_DEFAULT_DAYS = 7;
export const HISTORY_MAX_DAYS = 62;

export interface RiderServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrdersModule;
  images: ImageStore;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The ship-to address on one line. */
export function addressLine(address: AddressSnapshot | null): string {
  if (!address) return '';
  return [address.Address, address.Town, address.Ampher, address.Province, address.ZipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** What the rider collects: a cash-on-delivery order not paid, for what was delivered once known. */
export function amountToCollect(row: Pick<RiderOrderRow, 'order' | 'delivery'>): number {
  const { order, delivery } = row;
  if (paymentMethodOf(order.paymentType) !== 'COD' || order.paymentStatus === 'PAID') return 0;
  if (delivery?.outcome === 'REFUSED' || order.status === 'CANCELLED') return 0;
  return delivery?.deliveredAmount ?? order.total;
}

export function cardOf(row: RiderOrderRow): RiderOrderCard {
  const { order, customer, delivery } = row;
  const label = orderEventLabel(order.status);
  const address = addressLine(order.shipTo ?? order.billTo ?? null);
  return {
    OrderID: order.orderId,
    SaleUnit: order.saleUnit,
    OrderDate: order.createdAt.toISOString(),
    Status: order.status,
    StatusName: label?.th ?? order.status,
    StatusNameEn: label?.en ?? order.status,
    CustomerCode: customer?.code ?? String(order.customerId),
    CustomerName: order.shipTo?.Name || customer?.name || null,
    Phone: order.shipTo?.Phone || customer?.mobileNo || null,
    Address: address,
    MapUrl: mapSearchUrl(address),
    PaymentMethod: paymentMethodOf(order.paymentType),
    PaymentStatus: order.paymentStatus,
    Total: order.total,
    AmountToCollect: amountToCollect(row),
    InvoiceStatus: order.invoiceStatus,
    ArrivedAt: delivery?.arrivedAt?.toISOString() ?? null,
    DeliveredAt: delivery?.endedAt?.toISOString() ?? null,
    Outcome: (delivery?.outcome as RiderOrderCard['Outcome'] | undefined) ?? null,
    CashCollected: delivery?.cashCollected ?? null,
  };
}

/** The steps the rider may take on the order now. */
export function stepsOf(row: Pick<RiderOrderRow, 'order' | 'delivery'>): RiderStep[] {
  const state = {
    Status: row.order.status,
    PaymentStatus: row.order.paymentStatus,
    InvoiceStatus: row.order.invoiceStatus,
  };
  return (Object.keys(RIDER_STEPS) as RiderStep[]).filter(
    (step) =>
      mayTransition(RIDER_STEPS[step], 'rider', state) &&
      !(step === 'ARRIVE' && row.delivery?.arrivedAt),
  );
}

export function createRiderService({ db, clock, orders, images }: RiderServiceDeps) {
  const repository = createRiderRepository(db);
  const { lifecycle, queries } = orders;

  const riderOf = (claims: RiderClaims): number => {
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) throw new AppError('AUTH_TOKEN_INVALID');
    return id;
  };

  async function assigned(riderId: number, ref: OrderRefParams): Promise<RiderOrderRow> {
    const row = await repository.assigned(riderId, ref.orderId, ref.saleUnit);
    // Another rider's order, or none: the same answer, so no one learns of others' orders.
    if (!row) throw new AppError('ORDER_NOT_FOUND', { orderId: ref.orderId });
    return row;
  }

  async function detailOf(row: RiderOrderRow): Promise<RiderOrderDetailAnswer> {
    const [lines, tracking] = await Promise.all([
      queries.lines(row.order),
      queries.tracking(row.order),
    ]);
    const delivered = new Map((row.delivery?.lines ?? []).map((line) => [line.LineNo, line]));
    const ended = Boolean(row.delivery?.outcome);
    return {
      Order: cardOf(row),
      Lines: lines.map((line) => {
        const short = delivered.get(line.lineNo);
        return {
          LineNo: line.lineNo,
          P_Code: line.pCode,
          ProductName: line.productNameTh,
          ProductNameEn: line.productNameEn,
          UnitName: line.unitNameTh,
          UnitNameEn: line.unitNameEn,
          Qty: line.qty,
          NetAmount: line.netAmount,
          IsFree: line.isFree,
          DeliveredQty: short ? short.DeliveredQty : ended ? line.qty : null,
          Reason: short?.Reason ?? null,
        };
      }),
      Delivery: row.delivery
        ? {
            ReceiverName: row.delivery.receiverName,
            PhotoUrl: publicFileUrl(row.delivery.photo),
            SignatureUrl: publicFileUrl(row.delivery.signature),
            Reason: row.delivery.reason,
            DeliveredAmount: row.delivery.deliveredAmount,
          }
        : null,
      Events: tracking.Events,
      Steps: stepsOf(row),
    };
  }

  function filterOf(query: RiderOrderListQuery): RiderFilter {
    if (query.status === 'Invoice Approve') return { kind: 'invoiceWait' };
    if (query.status === 'DELIVERED') {
      const day = query.Date ?? bangkokDateKey(clock());
      return {
        kind: 'ended',
        from: new Date(bangkokDayStart(day)),
        to: new Date(bangkokDayStart(addDays(day, 1))),
      };
    }
    return { kind: 'status', status: query.status };
  }

  /** Checks a step's fields before anything is stored: what each step needs. */
  function checkStep(fields: RiderStatusFields, photo: StoredImage | undefined): void {
    const missing = (path: string, message: string) =>
      new AppError('VALIDATION_FAILED', {}, { errors: [{ path, message }] });
    if (fields.Step === 'DELIVER') {
      if (!photo) throw new AppError('UPLOAD_MISSING_FILE', { field: 'photo' });
      if (!fields.ReceiverName) throw missing('ReceiverName', "The receiver's name is needed");
    }
    if (fields.Step === 'REFUSE' && !fields.Reason) throw missing('Reason', 'A reason is needed');
  }

  return {
    async list(claims: RiderClaims, query: RiderOrderListQuery): Promise<RiderOrderListAnswer> {
      const { rows, total } = await repository.list(riderOf(claims), filterOf(query), query);
      return { Data: rows.map(cardOf), Total: total };
    },

    async detail(claims: RiderClaims, ref: OrderRefParams): Promise<RiderOrderDetailAnswer> {
      return detailOf(await assigned(riderOf(claims), ref));
    },

    /**
     * One delivery step, once per key: the key is claimed in the step's transaction, so a retry
     * (the phone's queue sending again) answers the order as it is, Replayed, and changes nothing.
     */
    async step(
      claims: RiderClaims,
      ref: OrderRefParams,
      fields: RiderStatusFields,
      files: ReadonlyMap<string, StoredImage>,
      key: string,
    ): Promise<RiderOrderDetailAnswer> {
      const riderId = riderOf(claims);
      const actor: Actor = { kind: 'rider', riderId };
      const photo = files.get('photo');
      const signature = files.get('signature');
      checkStep(fields, photo);
      const scope = { scope: STEP_SCOPE, owner: String(riderId), key };
      const folder = `deliveries/${folderSegment(ref.saleUnit)}/${folderSegment(ref.orderId)}`;
      const stored: string[] = [];
      let replayed = false;
      try {
        await db.transaction(async (tx) => {
          const claim = await claimIdempotencyKey(tx, {
            ...scope,
            hash: requestHash({ ...ref, ...fields }),
          });
          if (claim.kind === 'replay') {
            replayed = true;
            return;
          }
          const delivery: DeliveryInput = {
            lines: fields.Lines ?? [],
            receiverName: fields.ReceiverName ?? null,
            reason: fields.Reason ?? null,
            cashCollected: fields.CashCollected ?? null,
          };
          if (fields.Step === 'DELIVER' && photo) {
            delivery.photo = await images.save(folder, photo);
            stored.push(delivery.photo);
            if (signature) {
              delivery.signature = await images.save(folder, signature);
              stored.push(delivery.signature);
            }
          }
          const note = fields.Step === 'REFUSE' ? (fields.Reason ?? null) : null;
          await lifecycle[RIDER_STEPS[fields.Step]](actor, ref, { note, delivery }, tx);
          await completeIdempotencyKey(tx, { ...scope, statusCode: 200, response: { Step: fields.Step } });
        });
      } catch (error) {
        for (const file of stored) await images.remove(file, folder);
        throw error;
      }
      const answer = await detailOf(await assigned(riderId, ref));
      return replayed ? { ...answer, Replayed: true } : answer;
    },

    async history(claims: RiderClaims, query: RiderHistoryQuery): Promise<RiderHistoryAnswer> {
      const riderId = riderOf(claims);
      const to = query.To ?? bangkokDateKey(clock());
      const from = query.From ?? addDays(to, -(HISTORY_DEFAULT_DAYS - 1));
      const span = daysBetween(from, to);
      if (span < 0 || span >= HISTORY_MAX_DAYS) {
        throw new AppError(
          'VALIDATION_FAILED',
          {},
          { errors: [{ path: 'From', message: `From must be on or before To, within ${HISTORY_MAX_DAYS} days` }] },
        );
      }
      const rows = await repository.ended(
        riderId,
        new Date(bangkokDayStart(from)),
        new Date(bangkokDayStart(addDays(to, 1))),
      );
      const days = new Map<string, RiderHistoryAnswer['Days'][number]>();
      for (const row of rows) {
        const date = bangkokDateKey(row.delivery?.endedAt ?? row.order.updatedAt);
        const day = days.get(date) ?? {
          Date: date,
          Delivered: 0,
          Partial: 0,
          Refused: 0,
          Collected: 0,
          Orders: [],
        };
        const outcome = row.delivery?.outcome;
        if (outcome === 'PARTIAL') day.Partial += 1;
        else if (outcome === 'REFUSED') day.Refused += 1;
        else day.Delivered += 1;
        day.Collected = round2(day.Collected + (row.delivery?.cashCollected ?? 0));
        day.Orders.push(cardOf(row));
        days.set(date, day);
      }
      const list = [...days.values()];
      return { Days: list, Collected: round2(list.reduce((sum, day) => sum + day.Collected, 0)) };
    },
  };
}

export type RiderService = ReturnType<typeof createRiderService>;
