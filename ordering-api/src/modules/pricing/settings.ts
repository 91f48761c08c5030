// Web-configuration values the cart and ordering calls obey, read per center
// (a center's own value wins over the global one).
import {
  formatBangkok,
  formatDateKey,
  isOrderingDisabledByAnnouncement,
  parseBangkok,
  parseAnnouncementWindow,
  WEB_CONFIG_KEYS,
  type PaymentMethod,
} from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { WebConfigChanges } from '../web-config/changes';
import { createWebConfigRepository } from '../web-config/repository';

/** A maintenance window, 'YYYYMMDDHHmm-YYYYMMDDHHmm' (Bangkok time): ordering is closed within it. */
export const MAINTENANCE_KEY = 'EOrderMaintenance';
/** The payment methods a center offers, comma separated (COD, CREDIT ...). */
export const PAYMENT_METHODS_KEY = 'EOrderPaymentMethods';

const KEYS = {
  disableItemOutOfStock: [WEB_CONFIG_KEYS.disableItemOutOfStock],
  guestModeDisableCatalogPrice: [WEB_CONFIG_KEYS.guestModeDisableCatalogPrice],
  orderAnnouncementDisableDates: [WEB_CONFIG_KEYS.orderAnnouncementDisableDates],
  /** 'YYYYMMDDHHmm-YYYYMMDDHHmm' in Bangkok time. */
  maintenance: [MAINTENANCE_KEY],
  /** Payment methods a center offers, comma separated; COD and CREDIT when not set. */
  paymentMethods: [PAYMENT_METHODS_KEY],
} as const;

const ALL_KEYS = Object.values(KEYS).flat();

export interface OrderingSettings {
  disableItemOutOfStock: boolean;
  guestModeDisableCatalogPrice: boolean;
  orderAnnouncementDisableDates: string | null;
  maintenance: { from: Date; to: Date } | null;
  paymentMethods: PaymentMethod[] | null;
}

/** Methods this issue settles without an outside provider. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethod[] = ['COD', 'CREDIT'];

/** Reads 'YYYYMMDDHHmm-YYYYMMDDHHmm' (Bangkok wall time); null when empty or unreadable. */
export function parseMaintenanceWindow(value: string | null | undefined): { from: Date; to: Date } | null {
  const match = /^\s*(\d{12})\s*-\s*(\d{12})\s*$/.exec(value ?? '');
  if (!match) return null;
  const from = parseBangkok(match[1] ?? '', 'YYYYMMDDHHmm');
  const to = parseBangkok(match[2] ?? '', 'YYYYMMDDHHmm');
  if (from === null || to === null || to < from) return null;
  return { from: new Date(from), to: new Date(to) };
}

function settingsOf(values: Map<string, string>): OrderingSettings {
  const value = (keys: readonly string[]): string | null => {
    for (const key of keys) {
      const found = values.get(key);
      if (found !== undefined && found.trim() !== '') return found.trim();
    }
    return null;
  };
  const on = (keys: readonly string[]) => (value(keys) ?? '').toUpperCase() === 'Y';
  const methods = value(KEYS.paymentMethods);
  return {
    disableItemOutOfStock: on(KEYS.disableItemOutOfStock),
    guestModeDisableCatalogPrice: on(KEYS.guestModeDisableCatalogPrice),
    orderAnnouncementDisableDates: value(KEYS.orderAnnouncementDisableDates),
    maintenance: parseMaintenanceWindow(value(KEYS.maintenance)),
    paymentMethods: methods
      ? (methods
          .split(',')
          .map((m) => m.trim().toUpperCase())
          .filter(Boolean) as PaymentMethod[])
      : null,
  };
}

export interface SettingsCache {
  clock: () => Date;
  /** How long a center's settings are used before they are read again. */
  ttlMs: number;
  /** A refresh of the web configuration drops the kept settings at once (ADR 077). */
  changes?: WebConfigChanges | undefined;
}

/**
 * Reads a center's settings. With `cache`, a center's settings are kept for `ttlMs`: they are
 * changed by hand in the database, never through this API, so a change (a maintenance window,
 * the payment methods) takes effect within the TTL, or at once after a refresh of the web
 * configuration (`/admin/config/sync`).
 */
export function createSettingsReader(db: Db, cache?: SettingsCache) {
  const repository = createWebConfigRepository(db);
  const kept = new Map<string, { settings: OrderingSettings; at: number }>();
  cache?.changes?.subscribe(() => kept.clear());
  async function load(saleUnit: string, tx: DbOrTx): Promise<OrderingSettings> {
    return settingsOf(await repository.findValues({ keys: ALL_KEYS, eorderIncluded: false, saleUnit }, tx));
  }
  return async function read(saleUnit: string, tx: DbOrTx = db): Promise<OrderingSettings> {
    if (!cache) return load(saleUnit, tx);
    const now = cache.clock().getTime();
    const hit = kept.get(saleUnit);
    // A clock set back (tests move theirs) counts as expired too.
    if (hit && now >= hit.at && now - hit.at < cache.ttlMs) return hit.settings;
    const settings = await load(saleUnit, tx);
    kept.set(saleUnit, { settings, at: now });
    return settings;
  };
}

export type SettingsReader = ReturnType<typeof createSettingsReader>;

/** A date-time as Bangkok 'DD/MM/YYYY HH:mm' for messages. */
export const bangkokDateTimeText = (at: Date): string => formatBangkok(at, 'DD/MM/YYYY HH:mm');

/** A 'YYYYMMDD' key as 'DD/MM/YYYY'. */
const dateKeyText = (key: string) => formatDateKey(key, 'DD/MM/YYYY');

/**
 * Is ordering closed now, and between which times? The order-announcement window (whole Bangkok
 * days) and a maintenance window both close it, with the specification's message.
 */
export function orderingBlock(settings: OrderingSettings, now: Date): { from: string; to: string } | null {
  if (isOrderingDisabledByAnnouncement(settings.orderAnnouncementDisableDates, now)) {
    const window = parseAnnouncementWindow(settings.orderAnnouncementDisableDates);
    if (window) return { from: dateKeyText(window.from), to: dateKeyText(window.to) };
  }
  const maintenance = settings.maintenance;
  if (maintenance && now >= maintenance.from && now <= maintenance.to) {
    return { from: bangkokDateTimeText(maintenance.from), to: bangkokDateTimeText(maintenance.to) };
  }
  return null;
}
