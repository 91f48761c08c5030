import * as z from 'zod/mini';
import { DEFAULT_FLAGS as D } from './runtime-defaults.js';

const flag = (fallback: boolean) => z._default(z.boolean(), fallback);

/**
 * Runtime flags of a deployment (named as the specification names them; dotted names become
 * nested objects). The bff overrides them from `APP_FLAGS` (JSON) and inlines them for the web.
 * Each default says why it was chosen; partial overrides keep every other default.
 */
export const FlagsSchema = z.strictObject({
  /** On: the product is built around several centers; the picker is part of every journey. */
  enableMultiDC: flag(D.enableMultiDC),
  /** On: customers may switch center (still hidden when a LINE rich menu fixed the center). */
  enableChangeDist: flag(D.enableChangeDist),
  /** Off: guests browse the catalogue without signing in, as the specification's startup does. */
  disableGuestMode: flag(D.disableGuestMode),
  /** On: the web is a client-rendered single-page app; kept so configurations written for the
   *  older server-rendered front end still parse. */
  disableSsr: flag(D.disableSsr),
  agent: z.prefault(
    z.strictObject({
      /** Off: agents (main stores ordering for clients) are a feature a company opts into. */
      enable: flag(D.agent.enable),
    }),
    {},
  ),
  merchant: z.prefault(
    z.strictObject({
      /** Off: staff with several centers and none saved get the picker at startup. */
      disableSelectDcOnStartUp: flag(D.merchant.disableSelectDcOnStartUp),
    }),
    {},
  ),
  /** On: the back office shows its order, promotion, product and customer sections. */
  enableOrderPage: flag(D.enableOrderPage),
  enablePromotionPage: flag(D.enablePromotionPage),
  enableProductPage: flag(D.enableProductPage),
  enableCustomerPage: flag(D.enableCustomerPage),
  support: z.prefault(
    z.strictObject({
      /** Off: support chat is part of the product. */
      disableChat: flag(D.support.disableChat),
    }),
    {},
  ),
  bottomNavigation: z.prefault(
    z.strictObject({
      /** Off: the Buy Again item is optional in the specification's bottom navigation. */
      showHistoryButton: flag(D.bottomNavigation.showHistoryButton),
    }),
    {},
  ),
  product: z.prefault(
    z.strictObject({
      /** On: the Product item is a standard part of the bottom navigation. */
      showBottomProductPage: flag(D.product.showBottomProductPage),
    }),
    {},
  ),
  profile: z.prefault(
    z.strictObject({
      /** On: credit customers need their balance before ordering. */
      showCreditBalance: flag(D.profile.showCreditBalance),
      /** On: points are a feature of every customer account. */
      showPoint: flag(D.profile.showPoint),
      /** Off: the news list is part of the profile. */
      disableNewsPage: flag(D.profile.disableNewsPage),
    }),
    {},
  ),
  pdpa: z.prefault(
    z.strictObject({
      /** On: Thai personal-data law expects consent before non-essential cookies. */
      enableCookiesConsent: flag(D.pdpa.enableCookiesConsent),
    }),
    {},
  ),
  /** On: out-of-stock items are unselected in the cart rather than failing at checkout. */
  disableItemOutOfStock: flag(D.disableItemOutOfStock),
  /** Off: new customers may order at once unless a company reviews them first. */
  pendingApprovalRegister: flag(D.pendingApprovalRegister),
  /** Off: login and logout are shown; only some company variants hide them. */
  hideLoginLogout: flag(D.hideLoginLogout),
  /** Off: self-registration is open. */
  disableRegister: flag(D.disableRegister),
  /** Off: guests see catalogue prices unless a company hides them. */
  guestModeDisableCatalogPrice: flag(D.guestModeDisableCatalogPrice),
  /** Off: a center's rich-menu link may bind the session to it only where LINE is set up. */
  enableRichMenuBinding: flag(D.enableRichMenuBinding),
});
export type Flags = z.infer<typeof FlagsSchema>;
export type FlagsInput = z.input<typeof FlagsSchema>;

export { DEFAULT_FLAGS } from './runtime-defaults.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns `{ 'agent.enable': true }` into `{ agent: { enable: true } }` so flags can be written with
 * the specification's dotted names as well as nested. Nested and dotted forms may be mixed.
 */
export function expandDottedKeys(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const parts = key.split('.');
    let target = result;
    for (const part of parts.slice(0, -1)) {
      const existing = target[part];
      if (!isPlainObject(existing)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] ?? key;
    const expanded = expandDottedKeys(value);
    const current = target[last];
    target[last] =
      isPlainObject(current) && isPlainObject(expanded) ? { ...current, ...expanded } : expanded;
  }
  return result;
}

/**
 * Parses flag overrides (nested or dotted) over the defaults. Unknown keys are rejected so a typo
 * in `APP_FLAGS` fails at startup instead of being ignored (the schema is strict at every level).
 */
export function parseFlags(overrides: unknown = {}): Flags {
  return FlagsSchema.parse(expandDottedKeys(overrides ?? {}));
}
