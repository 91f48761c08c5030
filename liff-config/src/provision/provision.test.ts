import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type FakeLinePlatform } from '../../../tests/fakes/line/index';
import { runProvision } from './command';

let line: FakeLinePlatform;
const LOGIN_TOKEN = 'fake-login-channel-token';

beforeAll(async () => {
  // One fake serves both APIs here; the LIFF server API accepts the same bearer as the Messaging API.
  line = await start({ port: 0, channelAccessToken: LOGIN_TOKEN });
});
afterAll(async () => {
  await line.stop();
});
beforeEach(() => {
  line.reset();
});

async function provision(args: string[], tokens = true) {
  const out: string[] = [];
  const err: string[] = [];
  const env = tokens
    ? { LINE_LOGIN_CHANNEL_ACCESS_TOKEN: LOGIN_TOKEN, LINE_CHANNEL_ACCESS_TOKEN: LOGIN_TOKEN }
    : {};
  const code = await runProvision(
    [
      '--origin',
      'https://shop.example.com',
      '--api-base-url',
      line.url,
      '--data-api-base-url',
      line.url,
      ...args,
    ],
    env,
    { log: (text) => out.push(text), error: (text) => err.push(text) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const writes = () => line.calls().filter((call) => call.method !== 'GET');

describe('the provisioning command', () => {
  it('is a dry run by default: it reads, prints what it would add and sends no change', async () => {
    const run = await provision(['--centers', 'DC01,DC02']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('+ customer  full https://shop.example.com/');
    expect(run.out).toContain('+ DC01 shop');
    expect(run.out).toContain('+ alias dc-dc02-account');
    expect(run.out).toContain('Dry run: nothing was sent to LINE');
    expect(writes()).toHaveLength(0);
    expect(line.calls({ method: 'GET' }).length).toBeGreaterThan(0);
  });

  it('works without tokens, comparing with nothing', async () => {
    const run = await provision(['--centers', 'DC01'], false);
    expect(run.code).toBe(0);
    expect(run.out).toContain('compared with nothing');
    expect(line.calls()).toHaveLength(0);
  });

  it('creates the LIFF apps, then per center two rich menus with images and aliases, and changes nothing the second time', async () => {
    const first = await provision(['--centers', 'DC01,DC02', '--apply']);
    expect(first.code).toBe(0);
    expect(first.out).toContain('Applied.');

    const apps = line.liffApps();
    expect(apps.map((app) => (app.view as { url: string }).url).sort()).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/gateway/line/authen',
      'https://shop.example.com/merchant',
    ]);
    const customer = apps.find(
      (app) => (app.view as { url: string }).url === 'https://shop.example.com/',
    )!;
    const menus = line.richMenus();
    expect(menus).toHaveLength(4);
    expect(menus.every((menu) => menu.image?.contentType === 'image/png')).toBe(true);
    expect(Object.keys(line.aliases()).sort()).toEqual([
      'dc-dc01-account',
      'dc-dc01-shop',
      'dc-dc02-account',
      'dc-dc02-shop',
    ]);
    // The buttons open the customer app that was just created.
    const shop = menus.find((menu) => menu.richMenuId === line.aliases()['dc-dc02-shop'])!;
    expect(JSON.stringify(shop.areas)).toContain(
      `https://liff.line.me/${customer.liffId}/cart?rm=DC02`,
    );

    line.clearCalls();
    const second = await provision(['--centers', 'DC01,DC02', '--apply']);
    expect(second.out).toContain('Nothing to change.');
    expect(writes()).toHaveLength(0);
  });

  it('updates a LIFF app whose endpoint moved and replaces the menus whose buttons changed', async () => {
    await provision(['--centers', 'DC01', '--apply']);
    const before = line.aliases()['dc-dc01-shop'];

    const moved = await provision(['--base-path', '/eorder/', '--centers', 'DC01']);
    expect(moved.out).toContain(
      'view.url: "https://shop.example.com/" → "https://shop.example.com/eorder/"',
    );
    expect(moved.out).toContain('= DC01 shop');

    await provision(['--base-path', '/eorder/', '--centers', 'DC01', '--apply']);
    expect(line.calls({ method: 'PUT', path: '/liff/v1/apps/*' })).toHaveLength(3);

    const relinked = await provision([
      '--centers',
      'DC01',
      '--liff-id',
      '1650000001-other',
      '--apply',
    ]);
    expect(relinked.out).toContain('~ alias dc-dc01-shop');
    const after = line.aliases()['dc-dc01-shop'];
    expect(after).not.toBe(before);
    expect(line.richMenus().map((menu) => menu.richMenuId)).not.toContain(before);
    expect(line.richMenus()).toHaveLength(2);
  });

  it('removes a menu whose image LINE refused, and says why', async () => {
    // The image upload of the first menu fails.
    line.fail({ path: '/v2/bot/richmenu/richmenu-*', status: 500, times: 1, method: 'POST' });
    const run = await provision(['--centers', 'DC01', '--apply']);
    expect(run.code).toBe(1);
    expect(run.err).toContain('answered 500');
    expect(line.richMenus()).toHaveLength(0);
  });

  it('reads centers from a file, each with its own menu size, and writes the images for review', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'liff-config-'));
    const file = path.join(dir, 'centers.json');
    writeFileSync(
      file,
      JSON.stringify([{ SaleUnit: 'DC07', DIST_NAME: 'x', menuSize: 'large' }, 'DC08']),
    );
    const images = path.join(dir, 'img');
    const run = await provision([
      '--centers-file',
      file,
      '--menu-size',
      'compact',
      '--english',
      '--images-dir',
      images,
    ]);
    expect(run.out).toContain('Rich menus of DC07, DC08');
    expect(readdirSync(images).sort()).toEqual([
      'dc-dc07-account.png',
      'dc-dc07-shop.png',
      'dc-dc08-account.png',
      'dc-dc08-shop.png',
    ]);
    const size = async (name: string) => {
      const image = await loadImage(readFileSync(path.join(images, name)));
      return [image.width, image.height];
    };
    expect(await size('dc-dc07-shop.png')).toEqual([2500, 1686]);
    expect(await size('dc-dc08-shop.png')).toEqual([2500, 843]);
  });

  it('provisions compact menus that LINE takes', async () => {
    const run = await provision(['--centers', 'DC03', '--menu-size', 'compact', '--apply']);
    expect(run.code).toBe(0);
    const menus = line.richMenus();
    expect(menus.map((menu) => menu.size)).toEqual([
      { width: 2500, height: 843 },
      { width: 2500, height: 843 },
    ]);
    expect(menus.every((menu) => menu.image?.contentType === 'image/png')).toBe(true);
  });

  it('refuses a menu size LINE does not have', async () => {
    const run = await provision(['--centers', 'DC01', '--menu-size', 'medium']);
    expect(run.code).toBe(2);
    expect(line.calls()).toHaveLength(0);
  });

  it('refuses an http origin and a bad sale unit with a clear message', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runProvision(
      ['--origin', 'http://shop.example.com'],
      {},
      { log: (t) => out.push(t), error: (t) => err.push(t) },
    );
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/https/);
    const bad = await provision(['--centers', 'DC 1']);
    expect(bad.code).toBe(2);
  });

  it('refuses --apply without the tokens', async () => {
    const run = await provision(['--apply'], false);
    expect(run.code).toBe(1);
    expect(run.err).toContain('LINE_LOGIN_CHANNEL_ACCESS_TOKEN');
  });
});
