// A built web as Vite writes it (relative asset URLs), in a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>eorder</title>
    <script type="module" crossorigin src="./assets/index-Bx7d2kQ1.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-C4fS9aLm.css">
  </head>
  <body>
    <div id="root"><!--eorder:first-screen--><div class="eo-boot-banner"></div><!--/eorder:first-screen--></div>
  </body>
</html>
`;

export const ASSET_JS = `export const greeting = ${JSON.stringify('สวัสดี '.repeat(200))};\nconsole.log(greeting);\n`;

export interface WebDist {
  dir: string;
  remove(): void;
}

/** A text file with the brotli and gzip siblings the web build writes beside it. */
function writeCompressible(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

export function createWebDist(options: { withIndex?: boolean } = {}): WebDist {
  const dir = mkdtempSync(path.join(tmpdir(), 'bff-web-'));
  mkdirSync(path.join(dir, 'assets'));
  if (options.withIndex !== false) writeFileSync(path.join(dir, 'index.html'), INDEX_TEMPLATE);
  writeCompressible(path.join(dir, 'assets', 'index-Bx7d2kQ1.js'), ASSET_JS);
  writeCompressible(
    path.join(dir, 'assets', 'index-C4fS9aLm.css'),
    `body{margin:0}${'.a{color:red}'.repeat(100)}`,
  );
  writeFileSync(
    path.join(dir, 'assets', 'logo-9f8e7d6c.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(
    path.join(dir, 'first-visit.json'),
    JSON.stringify({
      routes: {
        '/': { scripts: ['assets/home-page-1a2b.js'], styles: ['assets/home-page-3c4d.css'] },
        '/product': { scripts: ['assets/product-list-5e6f.js'], styles: [] },
        '/product/:code': { scripts: ['assets/product-detail-7a7b.js'], styles: [] },
      },
      locales: {
        th: { scripts: ['assets/th-7a8b.js'], styles: [] },
        en: { scripts: ['assets/en-9c0d.js'], styles: [] },
      },
      liff: {
        scripts: ['assets/liff-1e2f.js', 'assets/runtime-3a4b.js', 'assets/sign-in-5c6d.js'],
        styles: [],
      },
    }),
  );
  writeFileSync(path.join(dir, '.env'), 'SECRET=1\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
