// An SMS adapter for tests: keeps every message so a test can read the code a
// person would read on their phone, and can be told to fail.
import type { OtpSms, SmsSender } from '../src/modules/auth/sms';
import { SmsDeliveryError } from '../src/modules/auth/sms';

export interface FakeSms extends SmsSender {
  readonly sent: OtpSms[];
  /** The newest message to a number. */
  last(to: string): OtpSms | undefined;
  /** The newest code sent to a number; throws when none was sent. */
  codeFor(to: string): { code: string; refCode: string };
  /** Makes the next sends fail as an unreachable gateway would. */
  failNext(times?: number): void;
  clear(): void;
}

export function createFakeSms(): FakeSms {
  const sent: OtpSms[] = [];
  let failures = 0;
  const last = (to: string) => sent.filter((sms) => sms.to === to).at(-1);
  return {
    channel: 'SMS',
    sent,
    send(sms) {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(new SmsDeliveryError('fake gateway failure'));
      }
      sent.push(sms);
      return Promise.resolve();
    },
    last,
    codeFor(to) {
      const message = last(to);
      if (!message) throw new Error(`no SMS was sent to ${to}`);
      return { code: message.code, refCode: message.refCode };
    },
    failNext(times = 1) {
      failures = times;
    },
    clear() {
      sent.length = 0;
    },
  };
}
