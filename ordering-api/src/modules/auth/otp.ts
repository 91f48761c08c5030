// One-time codes sent by SMS under a short reference; only a keyed hash of a code is stored, and
// a code expires, is used once and retires after too many wrong guesses (decision 033).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, OTP_LENGTH, type OtpPurpose } from '@eorder/shared';
import type { DbOrTx } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../plugins/env';
import type { AuthRepository, OtpRow } from './repository';

/** Reference letters: no I or O, which read like 1 and 0. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const REF_LENGTH = 4;

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function generateRefCode(): string {
  let ref = '';
  for (let i = 0; i < REF_LENGTH; i += 1)
    ref += REF_ALPHABET[randomInt(0, REF_ALPHABET.length)] ?? 'A';
  return ref;
}

export interface IssuedOtp {
  row: OtpRow;
  code: string;
}

export function createOtpService(deps: { env: Env; clock: Clock; repository: AuthRepository }) {
  const { env, clock, repository } = deps;
  // A key of its own, derived from the token secret, so a stolen table cannot be brute-forced
  // offline without the secret as well.
  const key = createHmac('sha256', env.JWT_SECRET).update('eorder one-time codes').digest();

  const hash = (purpose: string, mobileNo: string, refCode: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${mobileNo}\n${refCode}\n${code}`).digest('hex');

  const matches = (row: OtpRow, code: string) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hash(row.purpose, row.mobileNo, row.refCode, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };

  return {
    async issue(input: {
      purpose: OtpPurpose;
      mobileNo: string;
      ip: string | null;
    }): Promise<IssuedOtp> {
      const now = clock();
      const code = generateCode();
      const refCode = generateRefCode();
      const row = await repository.insertOtp({
        purpose: input.purpose,
        mobileNo: input.mobileNo,
        refCode,
        codeHash: hash(input.purpose, input.mobileNo, refCode, code),
        expiresAt: new Date(now.getTime() + env.OTP_TTL * 1000),
        ip: input.ip,
        now,
      });
      return { row, code };
    },

    /** Retires a code that could not be delivered. */
    async retire(row: OtpRow): Promise<void> {
      await repository.consumeOtp(row.id, clock());
    },

    /**
     * Checks a code without using it up. A wrong code counts as an attempt (committed at once,
     * whatever the caller does next). Returns the row to pass to `consume`.
     */
    async check(input: {
      purpose: OtpPurpose;
      mobileNo: string;
      refCode: string;
      code: string;
    }): Promise<OtpRow> {
      const refCode = input.refCode.trim().toUpperCase();
      const row = await repository.findOtp(input.mobileNo, input.purpose, refCode);
      if (!row) throw new AppError('OTP_INVALID');
      if (row.attempts >= env.OTP_MAX_ATTEMPTS) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
      if (row.consumedAt) throw new AppError('OTP_INVALID');
      const now = clock();
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');
      if (!matches(row, input.code.trim())) {
        const attempts = await repository.recordWrongOtp(row.id, env.OTP_MAX_ATTEMPTS, now);
        if (attempts !== undefined && attempts >= env.OTP_MAX_ATTEMPTS) {
          throw new AppError('OTP_TOO_MANY_ATTEMPTS');
        }
        throw new AppError('OTP_INVALID');
      }
      return row;
    },

    /** Uses a checked code; a second use (or a race with another request) is OTP_INVALID. */
    async consume(row: OtpRow, tx?: DbOrTx): Promise<void> {
      const used = await repository.consumeOtp(row.id, clock(), tx);
      if (!used) throw new AppError('OTP_INVALID');
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
