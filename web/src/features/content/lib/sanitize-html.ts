// Rich text from the ordering API, made safe to put in the page. The API cleans what staff write
// before storing it; this is the second line: whatever reaches the browser is parsed in an inert
// document (nothing in it runs or loads), and only an allow-list of tags, attributes and URL schemes
// is kept. Scripts, styles, frames, forms, event handlers and `javascript:` links never survive.

/** Tags kept as they are. */
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul',
]);

/** Tags removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template',
  'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'option', 'textarea', 'svg', 'math',
  'audio', 'video', 'source', 'track', 'canvas', 'dialog', 'portal', 'title', 'head',
]);

const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
};

export interface SanitizeOptions {
  /** Turns a picture URL into one the browser can load (stored files go through the bff). */
  resolveImage?: (src: string) => string | null;
}

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const SAFE_IMAGE = /^(https?:|data:image\/(png|jpe?g|gif|webp);)/i;

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
  if (SAFE_LINK.test(url)) return url;
  // A relative path without a scheme ("product?x=1").
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? null : url;
}

function safeImage(value: string, options: SanitizeOptions): string | null {
  const url = normalise(value);
  if (url === '') return null;
  if (options.resolveImage) {
    const resolved = options.resolveImage(url);
    if (resolved !== null) return SAFE_IMAGE.test(resolved) || !/^[a-z][a-z0-9+.-]*:/i.test(resolved) ? resolved : null;
  }
  if (SAFE_IMAGE.test(url)) return url;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') ? null : url;
}

function cleanAttributes(element: Element, tag: string, options: SanitizeOptions): void {
  const allowed = TAG_ATTRIBUTES[tag];
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) {
      element.removeAttribute(attribute.name);
      continue;
    }
    if (name === 'href') {
      const href = safeHref(attribute.value);
      if (href === null) element.removeAttribute(attribute.name);
      else element.setAttribute('href', href);
    } else if (name === 'src') {
      const src = safeImage(attribute.value, options);
      if (src === null) element.removeAttribute(attribute.name);
      else element.setAttribute('src', src);
    } else if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan' || name === 'span' || name === 'start') && !/^\d{1,4}$/.test(attribute.value.trim())) {
      element.removeAttribute(attribute.name);
    }
  }
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (tag === 'img') {
    if (!element.hasAttribute('src')) element.remove();
    else {
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    }
  }
}

function cleanChildren(parent: Node, options: SanitizeOptions): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      // Comments, processing instructions, CDATA: nothing a reader needs.
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element, options);
    if (!ALLOWED_TAGS.has(tag)) {
      // An unknown element gives way to its (already cleaned) content.
      element.replaceWith(...element.childNodes);
      continue;
    }
    cleanAttributes(element, tag, options);
  }
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const body = parsed.body;
  cleanChildren(body, options);
  return body.innerHTML;
}

/** The text of rich text (for previews and meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${sanitizeHtml(html)}`, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
