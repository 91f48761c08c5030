import { describe, expect, it } from 'vitest';
import { buildErrorBody } from './build-error-body.js';
import { ERROR_CODES, ERROR_CODE_LIST, isErrorCode } from './error-codes.js';
import { ErrorBodySchema } from './errors.schema.js';
import { formatErrorMessage } from './format-error-message.js';
import { AppError } from './app-error.js';

describe('formatErrorMessage', () => {
  it('spells the mobile messages as the specification does', () => {
    expect(formatErrorMessage('MOBILE_ALREADY_EXISTS', 'en', { mobile: '0812345678' })).toBe(
      'Mobile No 0812345678 is already exist.',
    );
    expect(formatErrorMessage('MOBILE_INACTIVE', 'en', { mobile: '0812345678' })).toBe(
      'User with mobile no 0812345678 is being inactive. Please contact administrator',
    );
    expect(formatErrorMessage('MOBILE_ALREADY_EXISTS', 'th', { mobile: '0812345678' })).toContain(
      '0812345678',
    );
  });

  it('falls back to Thai for an unknown locale and keeps unfilled placeholders', () => {
    expect(formatErrorMessage('INTERNAL', 'fr')).toBe('พบข้อผิดพลาด');
    expect(formatErrorMessage('CENTER_NOT_FOUND', 'en')).toBe('Merchant {saleUnit} not found.');
  });

  it('fills numbers', () => {
    expect(formatErrorMessage('POINTS_NOT_ENOUGH', 'en', { required: 120, available: 80 })).toBe(
      'Not enough points (120 needed, 80 available).',
    );
  });
});

describe('ERROR_CODES', () => {
  it('gives every code an error status and both texts with the same placeholders', () => {
    for (const code of ERROR_CODE_LIST) {
      const { status, th, en } = ERROR_CODES[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(th.length, code).toBeGreaterThan(0);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(th), code).toEqual(names(en));
    }
  });

  it('has every code the foundation and later features rely on', () => {
    for (const code of [
      'VALIDATION_FAILED',
      'AUTH_TOKEN_EXPIRED',
      'OTP_TOO_MANY_ATTEMPTS',
      'CSRF_REJECTED',
      'OUT_OF_STOCK',
      'IDEMPOTENCY_CONFLICT',
      'ADDRESS_LOCKED_SAP',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('buildErrorBody', () => {
  it('builds a body the error schema accepts, with validation issues', () => {
    const body = buildErrorBody('VALIDATION_FAILED', 'en', {}, [
      { path: 'MobileNo', message: 'Required' },
    ]);
    expect(ErrorBodySchema.parse(body)).toEqual({
      Message: 'The data is not valid. Please check it and try again.',
      IsExceptionHandler: true,
      Code: 'VALIDATION_FAILED',
      StatusCode: 400,
      Errors: [{ path: 'MobileNo', message: 'Required' }],
    });
    expect(buildErrorBody('NOT_FOUND', 'th')).not.toHaveProperty('Errors');
  });

  it('AppError carries code, status and params', () => {
    const error = new AppError('OUT_OF_STOCK', { productName: 'Milk' });
    expect(error.status).toBe(409);
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(formatErrorMessage(error.code, 'en', error.params)).toBe('Out of stock Milk');
  });
});
