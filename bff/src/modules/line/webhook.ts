// The LINE webhook: CSRF-exempt because the signature over the raw body proves the call is LINE's;
// follow and unfollow update the friendship record, a rich-menu postback links that tab's menu.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LineError } from './errors.js';
import type { LineOrdering } from './ordering.js';
import { richMenuAliasId, type LinePlatform } from './platform.js';

/** True when `signature` is the base64 HMAC-SHA256 of the raw body with the channel secret. */
export function isValidSignature(
  rawBody: Buffer,
  signature: string | undefined,
  channelSecret: string,
): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', channelSecret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface WebhookEvent {
  type: string;
  timestamp: number;
  source?: { type?: string; userId?: string };
  postback?: { data?: string };
  deliveryContext?: { isRedelivery?: boolean };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The events of a webhook body; anything malformed is left out. */
export function eventsOf(body: unknown): WebhookEvent[] {
  if (!isRecord(body) || !Array.isArray(body.events)) return [];
  return body.events.filter(
    (event): event is WebhookEvent =>
      isRecord(event) && typeof event.type === 'string' && typeof event.timestamp === 'number',
  );
}

/**
 * The rich-menu tab a postback asks for: data `action=richmenu&dc=<SaleUnit>&tab=<tab>`, as the
 * rich menus of liff-config send it.
 */
export function richMenuTabOf(data: string | undefined): { saleUnit: string; tab: string } | null {
  if (!data) return null;
  const params = new URLSearchParams(data);
  if (params.get('action') !== 'richmenu') return null;
  const saleUnit = params.get('dc') ?? '';
  const tab = params.get('tab') ?? '';
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(saleUnit) || !/^[a-z0-9]{1,10}$/.test(tab)) return null;
  return { saleUnit, tab };
}

export interface WebhookDeps {
  ordering: LineOrdering;
  platform: LinePlatform;
}

/** Handles every event; answers false when one must be delivered again (the ordering API was not reachable). */
export async function handleWebhookEvents(
  request: FastifyRequest,
  events: WebhookEvent[],
  deps: WebhookDeps,
): Promise<boolean> {
  let allDone = true;
  for (const event of events) {
    const userId = event.source?.type === 'user' ? event.source.userId : undefined;
    if (!userId) continue;
    try {
      switch (event.type) {
        case 'follow':
        case 'unfollow': {
          const answer = await deps.ordering.recordFriendship(request, {
            LineUserId: userId,
            IsFriend: event.type === 'follow',
            EventTime: event.timestamp,
          });
          if (answer.status >= 500) allDone = false;
          else if (answer.status !== 200)
            request.log.warn(
              { status: answer.status, type: event.type },
              'friendship not recorded',
            );
          break;
        }
        case 'postback': {
          const wanted = richMenuTabOf(event.postback?.data);
          if (wanted && deps.platform.messagingEnabled) {
            const linked = await deps.platform.linkRichMenuAlias(
              userId,
              richMenuAliasId(wanted.saleUnit, wanted.tab),
            );
            if (!linked)
              request.log.warn(wanted, 'a postback asked for a rich-menu tab that does not exist');
          }
          break;
        }
        default:
          break;
      }
    } catch (error) {
      const retry =
        error instanceof LineError &&
        (error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'LINE_PLATFORM_UNAVAILABLE');
      request.log.warn({ err: error, type: event.type }, 'a LINE webhook event failed');
      if (retry) allDone = false;
    }
  }
  return allDone;
}
