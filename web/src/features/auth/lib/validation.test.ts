import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkLoginPassword,
  checkMobile,
  checkName,
  checkNewPassword,
  checkOtp,
  checkUsername,
  PASSWORD_MIN_LENGTH,
} from './validation';

describe('sign-in form rules', () => {
  it('checks mobile numbers with the Thai rule', () => {
    expect(checkMobile('')?.key).toBe('validation.mobileRequired');
    expect(checkMobile('021234567')?.key).toBe('validation.mobileInvalid');
    expect(checkMobile('081-234-5678')).toBeNull();
  });

  it('asks new passwords for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkNewPassword('')?.key).toBe('validation.passwordRequired');
    expect(checkNewPassword('1234567')).toEqual({ key: 'validation.passwordTooShort', values: { min: 8 } });
    expect(checkNewPassword('12345678')).toBeNull();
    expect(checkNewPassword('x'.repeat(129))?.key).toBe('validation.passwordTooLong');
  });

  it('only asks a sign-in password to be typed', () => {
    expect(checkLoginPassword('')?.key).toBe('validation.passwordRequired');
    expect(checkLoginPassword('abc')).toBeNull();
    expect(checkUsername('  ')?.key).toBe('validation.usernameRequired');
  });

  it('needs the confirmation to match', () => {
    expect(checkConfirmPassword('secret-pw', '')?.key).toBe('validation.confirmRequired');
    expect(checkConfirmPassword('secret-pw', 'secret-pW')?.key).toBe('validation.confirmMismatch');
    expect(checkConfirmPassword('secret-pw', 'secret-pw')).toBeNull();
  });

  it('needs a name', () => {
    expect(checkName('   ')?.key).toBe('validation.nameRequired');
    expect(checkName('ร้านสมใจ')).toBeNull();
  });

  it('needs six digits of code', () => {
    expect(checkOtp('')?.key).toBe('validation.otpRequired');
    expect(checkOtp('12345')).toEqual({ key: 'validation.otpInvalid', values: { length: 6 } });
    expect(checkOtp('12345a')?.key).toBe('validation.otpInvalid');
    expect(checkOtp('123456')).toBeNull();
  });
});
