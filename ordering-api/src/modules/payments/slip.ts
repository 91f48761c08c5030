// The transfer slip (decision 061): the picture checked and re-encoded, its verification QR read,
// and the transaction verified by a service when one is configured, else left for staff.
import { AppError, PaymentSlipFieldsSchema, type CustomerClaims, type Payment } from '@eorder/shared';
import type { FastifyRequest } from 'fastify';
import jsQR from 'jsqr';
import { slipVerify } from 'promptparse/validate';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/sql-state';
import { folderSegment, readImage, type ImageStore } from '../uploads/plugin';
import { satangOf } from './promptpay';
import { textOf } from './providers/thai-qr';
import type { PaymentService } from './service';

export const SLIP_PROVIDER = 'SLIP';

/** Largest slip picture accepted (a phone screenshot is well under it). */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

export interface SlipVerifierConfig {
  url: string;
  apiKey: string;
  /** The account slips must pay into. */
  receivingAccount: string | undefined;
  timeoutMs: number;
}

/** What the service says of a slip's transaction. */
export type SlipCheck =
  | { ok: true; transRef: string; amountSatang: number; receiverAccount: string | null; payload: Record<string, unknown> }
  | { ok: false; code: string; message: string; payload: Record<string, unknown> };

/**
 * A SlipOK-style verification call: POST { data: <slip QR>, log: true } with the key in
 * `x-authorization`; 200 { success: true, data: { transRef, amount, receiver: { account: { value } } } },
 * or 4xx { code, message } (1012 already used, 1014 another receiving account). The amount is not
 * sent: we compare it ourselves, so a wrong amount is recorded in the ledger with what the slip paid.
 */
export function createSlipVerifier(config: SlipVerifierConfig) {
  return {
    receivingAccount: config.receivingAccount,
    async check(qr: string): Promise<SlipCheck> {
      let answer: Response;
      try {
        answer = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-authorization': config.apiKey },
          body: JSON.stringify({ data: qr, log: true }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        return { ok: false, code: 'UNAVAILABLE', message: error instanceof Error ? error.message : 'unavailable', payload: {} };
      }
      const json = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
      const data = (json['data'] ?? {}) as Record<string, unknown>;
      if (answer.ok && json['success'] === true && typeof data['transRef'] === 'string') {
        const receiver = (data['receiver'] ?? {}) as { account?: { value?: unknown } };
        return {
          ok: true,
          transRef: data['transRef'],
          amountSatang: satangOf(Number(data['amount'])),
          receiverAccount: typeof receiver.account?.value === 'string' ? receiver.account.value : null,
          payload: json,
        };
      }
      return { ok: false, code: textOf(json['code']) || String(answer.status), message: textOf(json['message']) || 'refused', payload: json };
    },
  };
}
export type SlipVerifier = ReturnType<typeof createSlipVerifier>;

/** Does a masked account ('xxx-x-x1234-x') match ours? The digits shown must be ours, in place. */
export function accountMatches(masked: string | null, ours: string | undefined): boolean {
  if (!ours) return true;
  if (!masked) return false;
  const shown = masked.replace(/[^0-9xX]/g, '');
  const digits = ours.replace(/\D/g, '');
  if (shown.length !== digits.length) return false;
  return [...shown].every((c, i) => c === 'x' || c === 'X' || c === digits[i]);
}

/** The text of the first QR code in a picture, or null. */
export async function readQrText(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return found?.data ?? null;
}

export interface SlipServiceDeps {
  db: Db;
  payments: PaymentService;
  images: ImageStore;
  verifier?: SlipVerifier | undefined;
}

export function createSlipService({ payments, images, verifier }: SlipServiceDeps) {
  const { repository } = payments;

  return {
    async upload(claims: CustomerClaims, request: FastifyRequest): Promise<Payment> {
      const { image, fields } = await readImage(request, { fields: PaymentSlipFieldsSchema, maxBytes: SLIP_MAX_BYTES });
      const started = await payments.create(claims, { OrderID: fields.OrderID, SaleUnit: fields.SaleUnit, Method: 'TRANSFER' });
      const payment = await repository.byPaymentId(started.PaymentId);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');

      const qr = await readQrText(image.data);
      const slip = qr ? slipVerify(qr) : null;
      if (verifier && !slip) throw new AppError('PAYMENT_SLIP_UNREADABLE');
      if (slip) {
        const used = await repository.bySlipReference(slip.transRef);
        if (used && used.id !== payment.id) {
          await repository.recordEvent(
            {
              paymentPk: payment.id,
              provider: SLIP_PROVIDER,
              eventId: `reused:${slip.transRef}:${payment.paymentId}`,
              kind: 'SLIP',
              reported: 'REUSED',
              amountSatang: null,
              outcome: 'REFUSED',
              payload: { transRef: slip.transRef, sendingBank: slip.sendingBank, usedBy: used.paymentId },
            },
            payments.db,
          );
          throw new AppError('PAYMENT_SLIP_REUSED');
        }
      }

      const stored = await images.save(`payments/${folderSegment(payment.saleUnit)}`, image);
      try {
        await repository.update(
          payment.id,
          { slipFile: stored, slipReference: slip?.transRef ?? null, reason: verifier ? 'VERIFYING' : 'WAITING_FOR_STAFF' },
          payments.db,
        );
      } catch (error) {
        await images.remove(stored, `payments/${folderSegment(payment.saleUnit)}`);
        if (sqlState(error) === '23505') throw new AppError('PAYMENT_SLIP_REUSED', {}, { cause: error });
        throw error;
      }
      if (!verifier || !slip || !qr) return payments.wire(await repository.byPaymentId(payment.paymentId) ?? payment);

      const check = await verifier.check(qr);
      // A refusal is kept in the ledger of the payment it was sent for, once per slip and answer.
      const refuse = async (code: string, reason: string, payload: Record<string, unknown>) => {
        await repository.recordEvent(
          { paymentPk: payment.id, provider: SLIP_PROVIDER, eventId: `refused:${slip.transRef}:${code}`, kind: 'SLIP', reported: code, amountSatang: null, outcome: 'REFUSED', payload },
          payments.db,
        );
        await repository.update(payment.id, { reason }, payments.db);
      };
      if (!check.ok) {
        if (check.code === '1012') {
          await refuse('REUSED', 'SLIP_REUSED', check.payload);
          throw new AppError('PAYMENT_SLIP_REUSED');
        }
        if (check.code === 'UNAVAILABLE' || /^5\d\d$/.test(check.code)) {
          // The service cannot answer now: the slip waits for staff rather than being refused.
          await repository.update(payment.id, { reason: 'WAITING_FOR_STAFF' }, payments.db);
          return payments.wire((await repository.byPaymentId(payment.paymentId)) ?? payment);
        }
        await refuse(`SLIP_${check.code}`, `SLIP_${check.code}`, check.payload);
        throw new AppError('PAYMENT_SLIP_REJECTED', { reason: check.message });
      }
      if (!accountMatches(check.receiverAccount, verifier.receivingAccount)) {
        await refuse('ACCOUNT_MISMATCH', 'SLIP_ACCOUNT_MISMATCH', check.payload);
        throw new AppError('PAYMENT_SLIP_REJECTED', { reason: check.receiverAccount ?? '-' });
      }
      const after = await payments.settle(
        payment.id,
        { eventId: check.transRef, reported: 'PAID', amountSatang: check.amountSatang, paymentId: payment.paymentId, payload: check.payload },
        'SLIP',
        SLIP_PROVIDER,
      );
      if (after.status !== 'PAID') {
        throw new AppError('PAYMENT_AMOUNT_MISMATCH', { paid: (check.amountSatang / 100).toFixed(2), due: (payment.amountSatang / 100).toFixed(2) });
      }
      return payments.wire(after);
    },
  };
}

export type SlipService = ReturnType<typeof createSlipService>;
