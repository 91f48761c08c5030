// How one-time codes reach a phone. Two adapters: 'log' writes the code to the
// service log (development, and wherever no gateway is configured), 'http'
// posts `{ to, message, sender }` to a generic SMS gateway with a Bearer key.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';

export interface OtpSms {
  /** The mobile number, as the user typed it (0xxxxxxxxx). */
  to: string;
  code: string;
  refCode: string;
  /** The full text for a real SMS. */
  message: string;
}

export interface SmsSender {
  /** Reported to the caller as `Channel` of the OTP request answer. */
  readonly channel: 'SMS' | 'LOG';
  send(sms: OtpSms): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** Writes `OTP for 08xxxxxxxx: 123456 (ref ABCD)` at info level: the development channel. */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    channel: 'LOG',
    send(sms) {
      log.info(`OTP for ${sms.to}: ${sms.code} (ref ${sms.refCode})`);
      return Promise.resolve();
    },
  };
}

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Posts to the gateway; any answer other than 2xx, or no answer in time, is a delivery failure. */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    channel: 'SMS',
    async send(sms) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({ to: sms.to, message: sms.message, sender: options.sender }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: error });
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

export function createSmsSender(env: Env, log: FastifyBaseLogger): SmsSender {
  if (env.SMS_PROVIDER === 'http' && env.SMS_GATEWAY_URL && env.SMS_API_KEY) {
    return createHttpSmsSender({
      url: env.SMS_GATEWAY_URL,
      apiKey: env.SMS_API_KEY,
      sender: env.SMS_SENDER,
      timeoutMs: env.SMS_TIMEOUT * 1000,
    });
  }
  return createLogSmsSender(log);
}

/** The SMS text: Thai first (the product's language), then English. */
export function otpMessage(code: string, refCode: string, ttlSeconds: number): string {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return (
    `รหัส OTP ของคุณคือ ${code} (Ref: ${refCode}) ใช้ได้ภายใน ${minutes} นาที ` +
    `/ Your OTP is ${code} (Ref: ${refCode}), valid for ${minutes} min.`
  );
}
