// The change-password form's rules: the new password has the contract's least length (the rule of
// the registration form and of the ordering API), differs from the current one and is typed twice
// alike.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@eorder/shared';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export type PasswordProblems = Partial<Record<keyof PasswordForm, 'passwordRequired' | 'passwordTooShort' | 'passwordSame' | 'passwordMismatch'>>;

export function passwordProblems(form: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {};
  if (form.oldPassword === '') problems.oldPassword = 'passwordRequired';
  if (form.newPassword === '') problems.newPassword = 'passwordRequired';
  else if (form.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = 'passwordTooShort';
  else if (form.newPassword === form.oldPassword) problems.newPassword = 'passwordSame';
  if (form.confirm !== form.newPassword) problems.confirm = 'passwordMismatch';
  return problems;
}
