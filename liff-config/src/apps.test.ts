import { describe, expect, it } from 'vitest';
import { BasePathSchema, defineLiffApps, endpointUrl, LiffAppBodySchema, toLiffApiBody } from './apps';

const origin = 'https://shop.example.com';

describe('defineLiffApps', () => {
  it('points the three apps at the customer home, the merchant area and the LINE gateway', () => {
    const apps = defineLiffApps({ origin, basePath: '/' });
    expect(apps.customer.view.url).toBe('https://shop.example.com/');
    expect(apps.merchant.view.url).toBe('https://shop.example.com/merchant');
    expect(apps.gateway.view.url).toBe('https://shop.example.com/gateway/line/authen');
  });

  it('puts every endpoint under the base path', () => {
    const apps = defineLiffApps({ origin, basePath: '/eorder' });
    expect(apps.customer.view.url).toBe('https://shop.example.com/eorder/');
    expect(apps.merchant.view.url).toBe('https://shop.example.com/eorder/merchant');
    expect(apps.gateway.view.url).toBe('https://shop.example.com/eorder/gateway/line/authen');
  });

  it('opens full screen, asks for openid, profile and messages, and prompts to add the official account', () => {
    for (const app of Object.values(defineLiffApps({ origin }))) {
      expect(app.view.type).toBe('full');
      expect(app.scope).toEqual(['openid', 'profile', 'chat_message.write']);
      expect(app.botPrompt).toBe('aggressive');
      expect(app.permanentLinkPattern).toBe('concat');
    }
  });

  it('refuses a plain-http origin, which LINE would not open', () => {
    expect(() => defineLiffApps({ origin: 'http://shop.example.com' })).toThrow(/https/);
  });

  it('refuses an origin that carries a path', () => {
    expect(() => defineLiffApps({ origin: 'https://shop.example.com/eorder' })).toThrow(/origin/);
  });

  it('refuses a base path that climbs out', () => {
    expect(() => defineLiffApps({ origin, basePath: '/a/../b/' })).toThrow(/base path/);
  });
});

describe('BasePathSchema', () => {
  it('adds the missing slashes', () => {
    expect(BasePathSchema.parse('eorder')).toBe('/eorder/');
    expect(BasePathSchema.parse('/shop/th/')).toBe('/shop/th/');
    expect(BasePathSchema.parse('')).toBe('/');
    expect(BasePathSchema.parse(undefined)).toBe('/');
  });
});

describe('endpointUrl', () => {
  it('joins without doubling slashes', () => {
    expect(endpointUrl({ origin, basePath: '/eorder/' }, '/merchant')).toBe('https://shop.example.com/eorder/merchant');
  });
});

describe('toLiffApiBody', () => {
  it('keeps only what the LIFF API takes', () => {
    const body = toLiffApiBody(defineLiffApps({ origin }).merchant);
    expect(body).not.toHaveProperty('key');
    expect(body).not.toHaveProperty('path');
    expect(LiffAppBodySchema.parse(body)).toEqual(body);
  });

  it('rejects a scope LIFF does not know', () => {
    const body = toLiffApiBody(defineLiffApps({ origin }).customer);
    expect(LiffAppBodySchema.safeParse({ ...body, scope: ['openid', 'friends'] }).success).toBe(false);
  });
});
