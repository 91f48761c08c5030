// The web-configuration answer. Switches the deployment sets in its environment
// (register disabled, approval of new customers) win over the stored values, so
// the web shows what the server enforces.
import { WEB_CONFIG_KEYS, type WebConfigItem, type WebConfigItemsBody } from '@eorder/shared';
import type { Env } from '../../env';
import type { WebConfigRepository } from './repository';

const isOn = (value: string | undefined) => (value ?? '').trim().toUpperCase() === 'Y';

export function createWebConfigService(env: Env, repository: WebConfigRepository) {
  const forced = (key: string): string | undefined => {
    if (key === WEB_CONFIG_KEYS.disableRegister && env.DISABLE_REGISTER) return 'Y';
    if (key === WEB_CONFIG_KEYS.pendingApprovalRegister && env.PENDING_APPROVAL_REGISTER)
      return 'Y';
    return undefined;
  };

  return {
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
