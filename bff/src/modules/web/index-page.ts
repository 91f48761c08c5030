// The web's index.html, as every route of the SPA answers it. The web is built
// with relative asset URLs (Vite `base: './'`), so one build serves any
// BASE_PATH: the page gets a `<base href>` naming it, the language of its
// locale, and the runtime configuration as a JSON data block (which runs
// nothing, so the content security policy keeps `script-src 'self'`).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_ELEMENT_ID, type Locale } from '@eorder/shared';

export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface RenderOptions {
  basePath: string;
  locale: Locale;
  /** The config as JSON text, already safe inside a script element. */
  configJson: string;
}

/** The template with the base tag, language and config put in. */
export function renderIndexHtml(
  template: string,
  { basePath, locale, configJson }: RenderOptions,
): string {
  const head =
    `<base href="${escapeAttribute(basePath)}">` +
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${configJson}</script>`;
  // Replacements are functions: the config may hold `$&` and the like, which a
  // replacement string would expand.
  // A base tag of the template would compete with ours; the first one wins in a browser.
  let html = template.replace(/<base\b[^>]*>/gi, '');

  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  if (htmlTag) {
    const attributes = htmlTag[1] ?? '';
    const withLang = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.test(attributes)
      ? attributes.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, () => ` lang="${locale}"`)
      : `${attributes} lang="${locale}"`;
    html = html.replace(htmlTag[0], () => `<html${withLang}>`);
  } else {
    html = `<html lang="${locale}">${html}</html>`;
  }

  const headTag = /<head\b[^>]*>/i.exec(html);
  if (headTag) return html.replace(headTag[0], () => `${headTag[0]}${head}`);
  const afterHtml = /<html\b[^>]*>/i.exec(html);
  return afterHtml
    ? html.replace(afterHtml[0], () => `${afterHtml[0]}<head>${head}</head>`)
    : `<head>${head}</head>${html}`;
}

/** Renders index.html per locale once, again only when the file changes (a rebuild). */
export class IndexPage {
  private readonly file: string;
  private version = '';
  private readonly rendered = new Map<Locale, RenderedPage>();

  constructor(
    webRoot: string,
    private readonly options: Omit<RenderOptions, 'locale'>,
  ) {
    this.file = path.join(webRoot, 'index.html');
  }

  /** The page for `locale`, or undefined when the web has not been built. */
  async get(locale: Locale): Promise<RenderedPage | undefined> {
    let version: string;
    try {
      const info = await stat(this.file);
      if (!info.isFile()) return undefined;
      version = `${info.size}-${info.mtimeMs}`;
    } catch {
      return undefined;
    }
    if (version !== this.version) {
      this.rendered.clear();
      this.version = version;
    }
    const cached = this.rendered.get(locale);
    if (cached) return cached;

    const template = await readFile(this.file, 'utf8').catch(() => undefined);
    if (template === undefined) return undefined;
    const html = Buffer.from(renderIndexHtml(template, { ...this.options, locale }));
    const page: RenderedPage = {
      html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    if (this.version === version) this.rendered.set(locale, page);
    return page;
  }
}

/** Answered when the web has no build yet: plain HTML, in both languages. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>eorder</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>ยังไม่ได้สร้างหน้าเว็บ</h1>
<p>เซิร์ฟเวอร์ทำงานแล้ว แต่ยังไม่พบไฟล์เว็บที่สร้างเสร็จ กรุณารันคำสั่ง <code>pnpm --filter @eorder/web build</code> แล้วโหลดหน้านี้ใหม่</p>
<h1 lang="en">The web is not built</h1>
<p lang="en">The server is running, but the built web was not found. Run <code>pnpm --filter @eorder/web build</code>, then reload this page.</p>
</body>
</html>
`;
