// Field rules of the sign-in forms, as pure functions answering a message key of the auth
// namespace (with its values) or null, so they are tested without a form.
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@eorder/shared';
import { mobileProblem } from './mobile';

export const NAME_MAX_LENGTH = 200;
// A new password has the contract's least length (the ordering API checks the same); signing in
// checks only that one was typed, so an account made under an older rule still signs in.
export { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}

const problem = (key: string, values?: Problem['values']): Problem => ({ key, values });

export function checkMobile(value: string | undefined): Problem | null {
  const key = mobileProblem(value ?? '');
  return key ? problem(key) : null;
}

export function checkUsername(value: string | undefined): Problem | null {
  return (value ?? '').trim() === '' ? problem('validation.usernameRequired') : null;
}

export function checkLoginPassword(value: string | undefined): Problem | null {
  return (value ?? '') === '' ? problem('validation.passwordRequired') : null;
}

export function checkNewPassword(value: string | undefined): Problem | null {
  const password = value ?? '';
  if (password === '') return problem('validation.passwordRequired');
  if (password.length < PASSWORD_MIN_LENGTH) {
    return problem('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (password.length > PASSWORD_MAX_LENGTH) return problem('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return null;
}

export function checkConfirmPassword(password: string | undefined, confirm: string | undefined): Problem | null {
  if ((confirm ?? '') === '') return problem('validation.confirmRequired');
  return confirm === password ? null : problem('validation.confirmMismatch');
}

export function checkName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (name === '') return problem('validation.nameRequired');
  return name.length > NAME_MAX_LENGTH ? problem('validation.nameTooLong', { max: NAME_MAX_LENGTH }) : null;
}

export function checkOtp(value: string | undefined): Problem | null {
  const code = (value ?? '').trim();
  if (code === '') return problem('validation.otpRequired');
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? null : problem('validation.otpInvalid', { length: OTP_LENGTH });
}
