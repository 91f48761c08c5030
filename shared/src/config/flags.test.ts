import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, expandDottedKeys, parseFlags } from './flags.schema.js';
import { RuntimeConfigSchema, logoForCompany } from './config.schema.js';
import { cookieNames } from './cookie-names.js';
import { readWebConfig, WEB_CONFIG_KEYS } from './web-config.schema.js';

describe('flags', () => {
  it('has a default for every flag of the specification', () => {
    expect(DEFAULT_FLAGS.enableMultiDC).toBe(true);
    expect(DEFAULT_FLAGS.disableGuestMode).toBe(false);
    expect(DEFAULT_FLAGS.agent.enable).toBe(false);
    expect(DEFAULT_FLAGS.merchant.disableSelectDcOnStartUp).toBe(false);
    expect(DEFAULT_FLAGS.support.disableChat).toBe(false);
    expect(DEFAULT_FLAGS.profile).toEqual({
      showCreditBalance: true,
      showPoint: true,
      disableNewsPage: false,
    });
    expect(DEFAULT_FLAGS.pdpa.enableCookiesConsent).toBe(true);
  });

  it('keeps the plain defaults and the schema in step', () => {
    expect(parseFlags({})).toEqual(DEFAULT_FLAGS);
  });

  it('overrides with nested or dotted names and keeps the other defaults', () => {
    const flags = parseFlags({ 'agent.enable': true, profile: { showPoint: false } });
    expect(flags.agent.enable).toBe(true);
    expect(flags.profile.showPoint).toBe(false);
    expect(flags.profile.showCreditBalance).toBe(true);
    expect(flags.enableChangeDist).toBe(true);
  });

  it('rejects unknown flags and wrong types so a typo fails at startup', () => {
    expect(() => parseFlags({ enableMultiDc: true })).toThrow();
    expect(() => parseFlags({ 'agent.enabled': true })).toThrow();
    expect(() => parseFlags({ disableGuestMode: 'yes' })).toThrow();
  });

  it('merges dotted and nested forms of the same object', () => {
    expect(
      expandDottedKeys({ 'profile.showPoint': false, profile: { disableNewsPage: true } }),
    ).toEqual({
      profile: { showPoint: false, disableNewsPage: true },
    });
  });
});

describe('runtime config', () => {
  it('fills defaults around the required fields', () => {
    const config = RuntimeConfigSchema.parse({
      companyCode: 'DSG',
      companyName: 'DSG',
      logo: logoForCompany('dsg'),
      basePath: '/',
    });
    expect(config.logo).toBe('DSG');
    expect(config.cookiePrefix).toBe('dsg_');
    expect(config.liff).toEqual({ customer: null, merchant: null, gateway: null });
    expect(config.flags.enableMultiDC).toBe(true);
    expect(config.maintenance).toBeNull();
  });
  it('needs a base path that starts and ends with a slash', () => {
    const base = { companyCode: 'X', companyName: 'X', logo: null };
    expect(RuntimeConfigSchema.safeParse({ ...base, basePath: '/shop/' }).success).toBe(true);
    expect(RuntimeConfigSchema.safeParse({ ...base, basePath: '/shop' }).success).toBe(false);
  });
  it('has no logo for an unknown company', () => {
    expect(logoForCompany('ACME')).toBeNull();
    expect(logoForCompany('tcp_higear')).toBe('TCP_HIGEAR');
  });
});

describe('cookieNames', () => {
  it('prefixes every cookie of the specification', () => {
    const names = cookieNames('dsg_');
    expect(Object.values(names).sort()).toEqual(
      [
        'dsg_token',
        'dsg_point',
        'dsg_guest-uid',
        'dsg_agent',
        'dsg_customerimage',
        'dsg_locale',
        'dsg_cid',
        'dsg_cookies_consent',
        'dsg_lineToken',
        'dsg_st_token',
        'dsg_st_user',
        'dsg_st_user_dist',
        'dsg_rider_token',
        'dsg_rider_user',
      ].sort(),
    );
    expect(cookieNames('tcp_').stToken).toBe('tcp_st_token');
  });
});

describe('readWebConfig', () => {
  it("reads 'Y' as on, anything else as off", () => {
    const values = readWebConfig([
      { Opt: WEB_CONFIG_KEYS.disableRegister, OptValue: 'Y' },
      { Opt: WEB_CONFIG_KEYS.hideFaqPage, OptValue: 'N' },
      { Opt: WEB_CONFIG_KEYS.smallPriceStyle, OptValue: 'small' },
      { Opt: WEB_CONFIG_KEYS.orderAnnouncementDisableDates, OptValue: '20240101-20240103' },
      { Opt: WEB_CONFIG_KEYS.sideMenuCategoryLevel, OptValue: '2' },
    ]);
    expect(values.disableRegister).toBe(true);
    expect(values.hideFaqPage).toBe(false);
    expect(values.guestModeDisableCatalogPrice).toBe(false);
    expect(values.smallPriceStyle).toBe(true);
    expect(values.orderAnnouncementDisableDates).toBe('20240101-20240103');
    expect(values.sideMenuCategoryLevel).toBe(2);
    expect(readWebConfig([]).sideMenuCategoryLevel).toBe(1);
  });
});
