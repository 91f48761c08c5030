// The web-configuration answer. Switches the deployment sets in its environment
// (register disabled, approval of new customers) win over the stored values, so
// the web shows what the server enforces.
import {
  WEB_CONFIG_KEYS,
  type WebConfigItem,
  type WebConfigItemsBody,
  type WebConfigValuesAnswer,
} from '@eorder/shared';
import type { Env } from '../../env';
import type { Clock } from '../../plugins/env';
import type { WebConfigChanges } from './changes';
import type { WebConfigRepository } from './repository';

const isOn = (value: string | undefined) => (value ?? '').trim().toUpperCase() === 'Y';

export interface WebConfigServiceOptions {
  /** The process's kept copies; the refresh drops them. */
  changes?: WebConfigChanges | undefined;
  clock?: Clock | undefined;
}

export function createWebConfigService(
  env: Env,
  repository: WebConfigRepository,
  { changes, clock = () => new Date() }: WebConfigServiceOptions = {},
) {
  const forcedKeys = [WEB_CONFIG_KEYS.disableRegister, WEB_CONFIG_KEYS.pendingApprovalRegister];
  const forced = (key: string): string | undefined => {
    if (key === WEB_CONFIG_KEYS.disableRegister && env.DISABLE_REGISTER) return 'Y';
    if (key === WEB_CONFIG_KEYS.pendingApprovalRegister && env.PENDING_APPROVAL_REGISTER)
      return 'Y';
    return undefined;
  };

  /** The values in force for a staff member: stored ones, and the environment's on top. */
  async function values(staffUserId: number, refreshed: boolean): Promise<WebConfigValuesAnswer> {
    const rows = await repository.storedFor(staffUserId);
    const Data = rows.map((row) => {
      const value = forced(row.opt);
      return { Opt: row.opt, OptValue: value ?? row.optValue, SaleUnit: row.saleUnit, Forced: value !== undefined };
    });
    for (const key of forcedKeys) {
      const value = forced(key);
      if (value !== undefined && !Data.some((item) => item.Opt === key && item.SaleUnit === null)) {
        Data.push({ Opt: key, OptValue: value, SaleUnit: null, Forced: true });
      }
    }
    Data.sort((a, b) => a.Opt.localeCompare(b.Opt) || (a.SaleUnit ?? '').localeCompare(b.SaleUnit ?? ''));
    return { ReadAt: clock().toISOString(), Refreshed: refreshed, Data };
  }

  return {
    values: (staffUserId: number) => values(staffUserId, false),

    /**
     * Drops every kept copy: this process's at once, every other process's (and the catalogue's
     * kept answers) through the database's notices; then answers the values in force.
     */
    async sync(staffUserId: number): Promise<WebConfigValuesAnswer> {
      changes?.changed();
      await repository.announceRefresh();
      return values(staffUserId, true);
    },

    async items(body: WebConfigItemsBody, saleUnit: string | null): Promise<WebConfigItem[]> {
      const keys = [...new Set(body.Keys)];
      const values = await repository.findValues({
        keys,
        eorderIncluded: body.EOrderIncluded,
        saleUnit,
      });
      for (const key of keys) {
        const value = forced(key);
        if (value !== undefined) values.set(key, value);
      }
      return [...values.entries()].map(([Opt, OptValue]) => ({ Opt, OptValue }));
    },

    /** Registration is closed by the environment or by the stored DISABLE_REGISTER value. */
    async registrationDisabled(saleUnit: string | null): Promise<boolean> {
      if (env.DISABLE_REGISTER) return true;
      return isOn(await repository.findValue(WEB_CONFIG_KEYS.disableRegister, saleUnit));
    },

    /** New customers wait for approval, by the environment or the stored value. */
    async pendingApprovalOnRegister(saleUnit: string | null): Promise<boolean> {
      if (env.PENDING_APPROVAL_REGISTER) return true;
      return isOn(await repository.findValue(WEB_CONFIG_KEYS.pendingApprovalRegister, saleUnit));
    },
  };
}

export type WebConfigService = ReturnType<typeof createWebConfigService>;
