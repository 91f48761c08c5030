import { describe, expect, it } from 'vitest';
import { createWebDist } from '../../../test/web-dist.js';
import { findFile, pickEncoding } from './static-files.js';

describe('static files', () => {
  it('finds files inside the root only', async () => {
    const web = createWebDist();
    try {
      expect(await findFile(web.dir, 'assets/index-Bx7d2kQ1.js')).toMatchObject({
        relative: 'assets/index-Bx7d2kQ1.js',
      });
      expect(await findFile(web.dir, 'assets')).toBeUndefined();
      expect(await findFile(web.dir, '.env')).toBeUndefined();
      expect(await findFile(web.dir, 'assets/../.env')).toBeUndefined();
      expect(await findFile(web.dir, '../etc/passwd')).toBeUndefined();
      expect(await findFile(web.dir, 'assets//index-Bx7d2kQ1.js')).toBeUndefined();
      expect(await findFile(web.dir, 'robots.txt\0.png')).toBeUndefined();
    } finally {
      web.remove();
    }
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
