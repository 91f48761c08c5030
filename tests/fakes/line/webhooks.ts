// Webhook events as the LINE Platform sends them, and their signature: the
// base64 HMAC-SHA256 of the raw body with the channel secret, in
// `x-line-signature`.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

export interface WebhookSource {
  type: 'user';
  userId: string;
}

export interface WebhookEventBase {
  type: string;
  mode: 'active' | 'standby';
  timestamp: number;
  source: WebhookSource;
  webhookEventId: string;
  deliveryContext: { isRedelivery: boolean };
  replyToken?: string;
}

export interface FollowEvent extends WebhookEventBase {
  type: 'follow';
  replyToken: string;
  follow: { isUnblocked: boolean };
}
export interface UnfollowEvent extends WebhookEventBase {
  type: 'unfollow';
}
export interface PostbackEvent extends WebhookEventBase {
  type: 'postback';
  replyToken: string;
  postback: { data: string; params?: Record<string, string> };
}
export interface TextMessageEvent extends WebhookEventBase {
  type: 'message';
  replyToken: string;
  message: { type: 'text'; id: string; text: string; quoteToken: string };
}
export type WebhookEvent = FollowEvent | UnfollowEvent | PostbackEvent | TextMessageEvent;

export interface WebhookBody {
  destination: string;
  events: WebhookEvent[];
}

const newReplyToken = () => randomBytes(16).toString('hex');

function base(userId: string, redelivery = false) {
  return {
    mode: 'active' as const,
    timestamp: Date.now(),
    source: { type: 'user' as const, userId },
    webhookEventId: randomUUID().replaceAll('-', '').toUpperCase().slice(0, 26),
    deliveryContext: { isRedelivery: redelivery },
  };
}

/** Builders of the events the product reacts to. */
export const webhookEvents = {
  follow: (userId: string, options: { isUnblocked?: boolean } = {}): FollowEvent => ({
    ...base(userId),
    type: 'follow',
    replyToken: newReplyToken(),
    follow: { isUnblocked: options.isUnblocked ?? false },
  }),
  unfollow: (userId: string): UnfollowEvent => ({ ...base(userId), type: 'unfollow' }),
  postback: (userId: string, data: string, params?: Record<string, string>): PostbackEvent => ({
    ...base(userId),
    type: 'postback',
    replyToken: newReplyToken(),
    postback: params ? { data, params } : { data },
  }),
  text: (userId: string, text: string): TextMessageEvent => ({
    ...base(userId),
    type: 'message',
    replyToken: newReplyToken(),
    message: { type: 'text', id: String(Date.now()), text, quoteToken: newReplyToken() },
  }),
};

/** The `x-line-signature` of a raw body. */
export function signWebhookBody(rawBody: string | Buffer, channelSecret: string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}
