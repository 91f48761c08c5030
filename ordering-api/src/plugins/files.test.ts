import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, TEST_FILES_DIR, type TestApp } from '../../test/app';
import { publicFileUrl } from './files';

let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDatabase();
  await mkdir(path.join(TEST_FILES_DIR, 'centers'), { recursive: true });
  await writeFile(
    path.join(TEST_FILES_DIR, 'centers', 'files-test.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  // What an upload could store before uploads were decoded: an image's first bytes, then a page.
  const page = '<html><script>alert(document.cookie)</script></html>';
  await mkdir(path.join(TEST_FILES_DIR, 'customers', 'FILES_TEST'), { recursive: true });
  await writeFile(
    path.join(TEST_FILES_DIR, 'customers', 'FILES_TEST', 'old.png'),
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(page)]),
  );
  for (const name of ['page.html', 'page.htm', 'notes.txt', 'script.js', 'no-extension']) {
    await writeFile(path.join(TEST_FILES_DIR, 'customers', 'FILES_TEST', name), page);
  }
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('stored files', () => {
  it('serves a stored file with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/centers/files-test.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('types a file by its stored name, never by its bytes, and lets it run nothing', async () => {
    for (const [url, type] of [
      ['/files/customers/FILES_TEST/old.png', 'image/png'],
      ['/files/centers/files-test.svg', 'image/svg+xml'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'none'");
      expect(policy, url).toContain('sandbox');
    }
  });

  it('serves no file that is not an image', async () => {
    for (const name of ['page.html', 'page.htm', 'notes.txt', 'script.js', 'no-extension']) {
      const res = await t.app.inject({ method: 'GET', url: `/files/customers/FILES_TEST/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toMatchObject({ Code: 'NOT_FOUND' });
      expect(res.body, name).not.toContain('<script>');
    }
  });

  it('answers a missing file with the 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/centers/none.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Code: 'NOT_FOUND', IsExceptionHandler: true });
  });

  it('never serves a file outside the folder', async () => {
    for (const url of [
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('"name"');
    }
  });

  it('turns stored paths into addresses and keeps absolute ones', () => {
    expect(publicFileUrl('centers/DC01.svg')).toBe('/files/centers/DC01.svg');
    expect(publicFileUrl('/centers/DC01.svg')).toBe('/files/centers/DC01.svg');
    expect(publicFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(publicFileUrl(null)).toBeNull();
  });
});
