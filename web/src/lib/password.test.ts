import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password';

describe('the change-password form', () => {
  it('needs both passwords, a long enough new one, different and confirmed', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', confirm: '' })).toEqual({ oldPassword: 'passwordRequired', newPassword: 'passwordRequired' });
    expect(passwordProblems({ oldPassword: 'demo1234', newPassword: 'short', confirm: 'short' })).toEqual({ newPassword: 'passwordTooShort' });
    expect(passwordProblems({ oldPassword: 'demo1234', newPassword: 'demo1234', confirm: 'demo1234' })).toEqual({ newPassword: 'passwordSame' });
    expect(passwordProblems({ oldPassword: 'demo1234', newPassword: 'new-pass-1', confirm: 'new-pass-2' })).toEqual({ confirm: 'passwordMismatch' });
    expect(passwordProblems({ oldPassword: 'demo1234', newPassword: 'new-pass-1', confirm: 'new-pass-1' })).toEqual({});
  });
});
