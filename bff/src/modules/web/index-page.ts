// The SPA's index.html for every route: base href, language, runtime configuration as a JSON data
// block (CSP keeps `script-src 'self'`) and the first visit's preloads (decision 027).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  isLineUserAgent,
  LIFF_PARAMS,
  liffAreaOf,
  RUNTIME_CONFIG_ELEMENT_ID,
  type LiffArea,
  type Locale,
} from '@eorder/shared';

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
  /** Files of the build (relative to the web root) to preload: module scripts and style sheets. */
  preloads?: Preloads;
  /** The company in the page's frame (see BRAND_MARK): its logo file's code, else its name. */
  brand?: Brand;
  /** The first screen's pictures (first-screen.ts): preloaded at high priority. */
  pictures?: FirstPictures;
}

export interface FirstPictures {
  preload: string[];
  /** Painted in the frame's banner (see FIRST_SCREEN_MARK), where the app then shows it. */
  banner?: string | undefined;
  /** Painted as the frame's first row of product cards, where the app then shows them (null: a card
   * without a picture, an empty box in its place). */
  row?: (string | null)[] | undefined;
}

export interface Brand {
  logo: string | null;
  name: string;
}

/** Where the web's index.html wants the company shown in the frame it paints before the app. */
const BRAND_MARK = '<!--eorder:brand-->';
/** The frame's first block below the fields, which the first screen's pictures replace. */
const FIRST_SCREEN_MARK = /<!--eorder:first-screen-->[\s\S]*?<!--\/eorder:first-screen-->/;

const framePicture = (src: string) =>
  `<img src="${escapeAttribute(src)}" alt="" fetchpriority="high">`;

/** The frame's banner with the first banner's picture, or a row of the first cards' pictures. */
function firstScreenMarkup({ banner, row }: FirstPictures): string | undefined {
  if (banner && isPictureAddress(banner))
    return `<div class="eo-boot-banner">${framePicture(banner)}</div>`;
  const cards = (row ?? []).map((src) => (src !== null && isPictureAddress(src) ? src : null));
  if (!cards.some((src) => src !== null)) return undefined;
  const markup = cards.map((src) => (src === null ? '<span></span>' : framePicture(src)));
  return `<div class="eo-boot-row">${markup.join('')}</div>`;
}

/** A picture address of the first screen: relative to the base, or http(s). */
const isPictureAddress = (value: string) =>
  /^(api\/customer\/files\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/.test(value) && !value.includes('..');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function brandMarkup({ logo, name }: Brand): string {
  // The app's own header shows the same logo file: the browser fetches it once.
  if (logo && /^[\w-]+$/.test(logo))
    return `<img class="eo-boot-logo" src="logos/${logo}.svg" alt="" height="30">`;
  return `<span class="eo-boot-name">${escapeText(name)}</span>`;
}

export interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * What the web build writes in `first-visit.json`: the lazy chunks per page, the shell's texts per
 * language (every page shows them), each page's own texts per language (preloaded on that page
 * only: a page of another area loads none of the customer's), and those LIFF's start-up loads (only
 * for pages LINE opens: a plain browser never loads them).
 */
interface FirstVisit {
  routes: Record<string, Preloads>;
  locales: Partial<Record<Locale, Preloads>>;
  texts: Record<string, Partial<Record<Locale, Preloads>>>;
  liff: Preloads;
}

const NO_PRELOADS: Preloads = { scripts: [], styles: [] };

const FIRST_VISIT_FILE = 'first-visit.json';
/** The call start-up makes first, whatever the page (the web's `bff/session`). */
const SESSION_CALL = 'bff/session';

/** A build file name as the build writes it: `assets/` and safe characters only. */
const isBuildFile = (value: unknown): value is string =>
  typeof value === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(value);

function readPreloads(value: unknown): Preloads {
  const entry = (value ?? {}) as Partial<Record<keyof Preloads, unknown>>;
  const files = (list: unknown) => (Array.isArray(list) ? list.filter(isBuildFile) : []);
  return { scripts: files(entry.scripts), styles: files(entry.styles) };
}

/** The build's first-visit list, or none (an older build, a development server). */
export function parseFirstVisit(text: string | undefined): FirstVisit {
  const none: FirstVisit = { routes: {}, locales: {}, texts: {}, liff: NO_PRELOADS };
  if (text === undefined) return none;
  try {
    const data = JSON.parse(text) as Partial<
      Record<'routes' | 'locales' | 'texts', Record<string, unknown>>
    > &
      Partial<Record<'liff', unknown>>;
    const map = (record: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        Object.entries(record ?? {}).map(([key, value]) => [key, readPreloads(value)]),
      );
    const texts = Object.fromEntries(
      Object.entries(data.texts ?? {}).map(([route, value]) => [
        route,
        map(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}),
      ]),
    );
    return {
      routes: map(data.routes),
      locales: map(data.locales),
      texts,
      liff: readPreloads(data.liff),
    };
  } catch {
    return none;
  }
}

/**
 * The page a path (relative to BASE_PATH, without the query) opens, as the
 * build's first-visit list names pages: `/`, `/product`; the English prefix
 * and a trailing slash do not count.
 */
export function firstVisitRoute(relative: string): string {
  const path = relative.replace(/^en(\/|$)/, '').replace(/\/+$/, '');
  return `/${path}`;
}

/**
 * The first-visit entry of a page: the page itself, or the pattern that matches it (`/product/:code`
 * for `/product/P001`; a `:name` segment stands for any one segment).
 */
export function firstVisitEntry<T>(
  routes: Record<string, T>,
  route: string,
): [string, T] | undefined {
  const exact = routes[route];
  if (exact !== undefined) return [route, exact];
  const segments = route.split('/');
  return Object.entries(routes).find(([pattern]) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

/**
 * The path (relative to BASE_PATH, without query) of the page LINE opens: a LIFF endpoint URL
 * carries the deep link in `liff.state` (`?liff.state=%2Fproduct%2FP1`), and the app lands there
 * once LIFF started. Undefined where there is none, or it is not a path of this app.
 */
export function liffDeepLink(state: unknown): string | undefined {
  // A state of only a query or a hash keeps the endpoint's page; `//host` is never a path of ours.
  if (typeof state !== 'string' || state.startsWith('//')) return undefined;
  const pathname = (state.split(/[?#]/)[0] ?? '').replace(/^\//, '');
  if (pathname === '' || pathname.includes('\\') || pathname.split('/').includes('..'))
    return undefined;
  return pathname;
}

export { liffAreaOf, type LiffArea } from '@eorder/shared';

/**
 * Will the web start LIFF on this page load? As its start-up decides, where the bff can tell: the
 * path's area has a LIFF app, and LINE opened the page (its in-app browser, or LIFF's parameters in
 * the query). The web also starts LIFF again later in a tab where it ran before, which the bff cannot
 * see; those loads find the files in the HTTP cache.
 */
export function opensLiff(
  liffIds: Partial<Record<LiffArea, string | null>>,
  request: {
    relative: string;
    query: Record<string, unknown> | undefined;
    userAgent: string | undefined;
  },
): boolean {
  if (!liffIds[liffAreaOf(request.relative)]) return false;
  const query = request.query ?? {};
  return (
    isLineUserAgent(request.userAgent) || LIFF_PARAMS.some((name) => Object.hasOwn(query, name))
  );
}

function preloadLinks(preloads: Preloads, pictures: string[]): string {
  const links = [`<link rel="preload" as="fetch" crossorigin href="${SESSION_CALL}">`];
  for (const picture of pictures)
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">`,
    );
  // Low priority, as the build marks its own scripts: the page's frame paints without them.
  for (const file of preloads.scripts)
    links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="./${file}">`);
  for (const file of preloads.styles)
    links.push(`<link rel="preload" as="style" crossorigin href="./${file}">`);
  return links.join('');
}

/** The template with the base tag, language and config put in. */
export function renderIndexHtml(
  template: string,
  { basePath, locale, configJson, preloads, brand, pictures }: RenderOptions,
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

  if (brand) html = html.replace(BRAND_MARK, () => brandMarkup(brand));
  const frame = pictures && firstScreenMarkup(pictures);
  if (frame) html = html.replace(FIRST_SCREEN_MARK, () => frame);

  // After the entry's own tags, which the browser should ask for first.
  const images = (pictures?.preload ?? []).filter(isPictureAddress);
  if (preloads || images.length > 0) {
    const links = preloadLinks(preloads ?? NO_PRELOADS, images);
    html = /<\/head>/i.test(html)
      ? html.replace(/<\/head>/i, () => `${links}</head>`)
      : `${links}${html}`;
  }

  const headTag = /<head\b[^>]*>/i.exec(html);
  if (headTag) return html.replace(headTag[0], () => `${headTag[0]}${head}`);
  const afterHtml = /<html\b[^>]*>/i.exec(html);
  return afterHtml
    ? html.replace(afterHtml[0], () => `${afterHtml[0]}<head>${head}</head>`)
    : `<head>${head}</head>${html}`;
}

/** Renderings kept (locales x pages x first-screen pictures). */
const MAX_RENDERED = 200;

/** Renders index.html per locale and first-visit page once, again only when the build changes. */
export class IndexPage {
  private readonly file: string;
  private readonly firstVisitFile: string;
  private version = '';
  private firstVisit: FirstVisit = { routes: {}, locales: {}, texts: {}, liff: NO_PRELOADS };
  private readonly rendered = new Map<string, RenderedPage>();

  constructor(
    webRoot: string,
    private readonly options: Omit<RenderOptions, 'locale' | 'preloads' | 'pictures'>,
  ) {
    this.file = path.join(webRoot, 'index.html');
    this.firstVisitFile = path.join(webRoot, FIRST_VISIT_FILE);
  }

  /**
   * The page for `locale` and the page `relative` (the path under BASE_PATH) opens, or undefined
   * when the web has not been built. For a LIFF endpoint opened with a deep link, `relative` is the
   * deep link's path (see `liffDeepLink`): its page is the one the app shows. `liff`: LINE opened
   * the page and LIFF will start there (see `opensLiff`), so its start-up's chunks are preloaded too.
   */
  async get(
    locale: Locale,
    relative = '',
    liff = false,
    pictures?: FirstPictures,
  ): Promise<RenderedPage | undefined> {
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
      this.firstVisit = parseFirstVisit(
        await readFile(this.firstVisitFile, 'utf8').catch(() => undefined),
      );
      this.version = version;
    }
    const [route, routePreloads] = firstVisitEntry(
      this.firstVisit.routes,
      firstVisitRoute(relative),
    ) ?? ['', undefined];
    const shown = pictures
      ? [pictures.banner ?? '', ...(pictures.row ?? []).map(String), ...pictures.preload].join(' ')
      : '';
    const key = `${locale} ${route}${liff ? ' liff' : ''} ${shown}`;
    const cached = this.rendered.get(key);
    if (cached) return cached;

    const template = await readFile(this.file, 'utf8').catch(() => undefined);
    if (template === undefined) return undefined;
    // LIFF's first: `liff.init` is the longest wait, and the page and its texts are needed after it.
    const lists = [
      liff ? this.firstVisit.liff : NO_PRELOADS,
      this.firstVisit.locales[locale] ?? NO_PRELOADS,
      this.firstVisit.texts[route]?.[locale] ?? NO_PRELOADS,
      routePreloads ?? NO_PRELOADS,
    ];
    const preloads: Preloads = {
      scripts: [...new Set(lists.flatMap((list) => list.scripts))],
      styles: [...new Set(lists.flatMap((list) => list.styles))],
    };
    const html = Buffer.from(
      renderIndexHtml(template, { ...this.options, locale, preloads, pictures }),
    );
    const page: RenderedPage = {
      html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
    if (this.version === version) {
      // The first screen's pictures change with the catalogue: old renderings go in time.
      if (this.rendered.size >= MAX_RENDERED) this.rendered.clear();
      this.rendered.set(key, page);
    }
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
