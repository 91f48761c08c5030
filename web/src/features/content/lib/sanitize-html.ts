// Rich text from the ordering API made safe for the page, a second line after the API's cleaning:
// DOMPurify, loaded on first use, with the allow-list below (decision 042).
import type { Config, DOMPurify } from 'dompurify';

/** Tags kept as they are. */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul',
];

/** Tags removed with everything inside them (besides DOMPurify's own list); other unknown tags give way to their content. */
const DROPPED_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template',
  'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'option', 'textarea', 'svg', 'math',
  'audio', 'video', 'source', 'track', 'canvas', 'dialog', 'portal', 'title', 'head',
];

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
};
const NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'span', 'start']);

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...GLOBAL_ATTRIBUTES, ...Object.values(TAG_ATTRIBUTES).flatMap((names) => [...names])],
  ADD_FORBID_CONTENTS: DROPPED_TAGS,
  // DOMPurify's own check of href and src, behind the hook below: these schemes or no scheme.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

export interface SanitizeOptions {
  /** Turns a picture URL into one the browser can load (stored files go through the bff). */
  resolveImage?: (src: string) => string | null;
}

const SAFE_LINK = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SAFE_IMAGE = /^data:image\/(png|jpe?g|gif|webp);/i;

/** The scheme the browser reads in a URL ('http:' for one without), or null when it cannot be read. */
function schemeOf(url: string): string | null {
  try {
    return new URL(url, 'http://relative.invalid/').protocol;
  } catch {
    return null;
  }
}

/** A URL without the characters browsers ignore inside a scheme (`java\tscript:`). */
function normalise(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** A link target, or null when it is not http(s), mailto, tel or a path of this site. */
export function safeHref(value: string): string | null {
  const url = normalise(value);
  if (url === '') return null;
  if (url.startsWith('#')) return url;
  if (url.startsWith('//')) return `https:${url}`;
  // A path of this site: relative to the base path the bff injects (`<base href>`).
  if (url.startsWith('/')) return url.replace(/^\/+/, '') || './';
  const scheme = schemeOf(url);
  return scheme !== null && SAFE_LINK.has(scheme) ? url : null;
}

/** A picture's address: http(s), inline raster data, or a path. */
function safeImage(value: string, options: SanitizeOptions): string | null {
  const url = normalise(value);
  if (url === '' || url.startsWith('//')) return null;
  const resolved = options.resolveImage?.(url) ?? url;
  const scheme = schemeOf(resolved);
  if (scheme === 'http:' || scheme === 'https:') return resolved;
  return scheme === 'data:' && SAFE_IMAGE.test(resolved) ? resolved : null;
}

/** The options of the cleaning under way (DOMPurify's hooks belong to the instance, and cleaning is synchronous). */
let current: SanitizeOptions = {};

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.localName;
    const name = data.attrName;
    if (!GLOBAL_ATTRIBUTES.has(name) && !TAG_ATTRIBUTES[tag]?.has(name)) {
      data.keepAttr = false;
      return;
    }
    const value =
      name === 'href'
        ? safeHref(data.attrValue)
        : name === 'src'
          ? safeImage(data.attrValue, current)
          : NUMBER_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(data.attrValue.trim())
            ? null
            : data.attrValue;
    if (value === null) data.keepAttr = false;
    else data.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'a' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.localName === 'img') {
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purify;
}

/**
 * Whether DOMPurify does its work on this DOM. Without the DOM it needs it hands the input back,
 * and a DOM that only looks like a browser's (happy-dom) can fool it: one known payload is cleaned
 * first, and the cleaner shows nothing where that fails.
 */
function works(purify: DOMPurify): boolean {
  return purify.isSupported && purify.sanitize('<p onclick="x()">a</p><script>b</script>', CONFIG) === '<p>a</p>';
}

let purifier: Promise<DOMPurify | null> | undefined;

/** DOMPurify, loaded once; its own instance, so that the hooks above touch no one else's. */
function loadPurifier(): Promise<DOMPurify | null> {
  purifier ??= import('dompurify').then(({ default: create }) => {
    const purify = configure(create(window));
    return works(purify) ? purify : null;
  });
  return purifier;
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export async function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): Promise<string> {
  if (!html) return '';
  const purify = await loadPurifier();
  if (!purify) return '';
  current = options;
  try {
    return purify.sanitize(html, CONFIG);
  } finally {
    current = {};
  }
}

/** The text of rich text (for previews and meta descriptions). */
export async function htmlToText(html: string | null | undefined): Promise<string> {
  const clean = await sanitizeHtml(html);
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
