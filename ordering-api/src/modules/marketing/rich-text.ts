// Staff-written HTML shown to every customer, cleaned on the way in and out by sanitize-html with
// the allow-list below, which re-writes the document from its parse (decision 042).
import sanitize, { type IOptions } from 'sanitize-html';

/** Tags written back, with the attributes each may keep (besides GLOBAL_ATTRIBUTES). */
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  abbr: [],
  article: [],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  cite: [],
  code: [],
  col: ['span'],
  colgroup: ['span'],
  dd: [],
  del: [],
  details: ['open'],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  footer: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  header: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  ins: [],
  li: ['value'],
  mark: [],
  ol: ['start', 'type', 'reversed'],
  p: [],
  pre: [],
  q: [],
  s: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Attributes any allowed tag may keep. No style, class or id: they restyle or clobber the page around. */
const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];

/**
 * Elements dropped together with everything inside them: their content is code, another
 * document or a form control, never text meant for the reader. Other unknown tags give way to
 * their text.
 */
const DROPPED_WITH_CONTENT = [
  'applet', 'audio', 'button', 'canvas', 'datalist', 'embed', 'frame', 'frameset', 'head', 'iframe', 'map',
  'math', 'noembed', 'noframes', 'noscript', 'object', 'option', 'plaintext', 'script', 'select', 'style',
  'svg', 'template', 'textarea', 'title', 'video', 'xmp',
];

const SAFE_LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SAFE_IMAGE_SCHEMES = new Set(['http:', 'https:']);
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
/** Longest input read; the rest is dropped. */
const MAX_LENGTH = 500_000;

/**
 * A URL as it will be followed, or null when it may not be: http(s), mailto and tel for links,
 * http(s) and inline raster images for images, and addresses without a scheme. The scheme is the
 * one the WHATWG URL parser (the browser's) reads, after it drops tabs, newlines and leading
 * control characters.
 */
export function safeUrl(raw: string, kind: 'link' | 'image' = 'link'): string | null {
  const value = raw.trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value, 'https://relative.invalid/');
  } catch {
    return null;
  }
  if (kind === 'image' && url.protocol === 'data:') return DATA_IMAGE.test(url.href) ? value : null;
  const allowed = kind === 'image' ? SAFE_IMAGE_SCHEMES : SAFE_LINK_SCHEMES;
  if (!allowed.has(url.protocol)) return null;
  // Browsers read '\' as '/': write what they will follow.
  return value.replace(/\\/g, '/');
}

const integerWithin = (value: string, min: number, max: number): string | null => {
  const trimmed = value.trim();
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? String(number) : null;
};

const oneOf = (value: string, allowed: readonly string[]): string | null => {
  const lower = value.trim().toLowerCase();
  return allowed.includes(lower) ? lower : null;
};

/** The value an allowed attribute keeps, or null to drop it. */
function attributeValue(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'href':
      return safeUrl(value, 'link');
    case 'src':
      return safeUrl(value, 'image');
    case 'target':
      return value.trim() === '_blank' ? '_blank' : null;
    case 'rel':
      return null; // written below for links that open elsewhere
    case 'width':
    case 'height':
      return integerWithin(value, 0, 10_000);
    case 'colspan':
    case 'rowspan':
    case 'span':
      return integerWithin(value, 0, 1_000);
    case 'start':
    case 'value':
      return integerWithin(value, -999_999_999, 999_999_999);
    case 'type':
      return tag === 'ol' && /^[1aAiI]$/.test(value.trim()) ? value.trim() : null;
    case 'scope':
      return oneOf(value, ['row', 'col', 'rowgroup', 'colgroup']);
    case 'dir':
      return oneOf(value, ['ltr', 'rtl', 'auto']);
    case 'lang':
      return /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(value.trim()) ? value.trim() : null;
    case 'open':
    case 'reversed':
      return '';
    default:
      return value.slice(0, 1000);
  }
}

/** The checks of values sanitize-html has no option for; it keeps only the names of the allow-list. */
function cleanAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const cleaned: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const kept = attributeValue(tagName, name, value);
    if (kept !== null) cleaned[name] = kept;
  }
  if (tagName === 'a' && cleaned.target === '_blank') cleaned.rel = 'noopener noreferrer';
  return { tagName, attribs: cleaned };
}

const OPTIONS: IOptions = {
  allowedTags: Object.keys(ALLOWED_TAGS),
  allowedAttributes: { ...ALLOWED_TAGS, '*': GLOBAL_ATTRIBUTES },
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  // Nothing styles the page around: no style or class is allowed, so none is parsed.
  parseStyleAttributes: false,
  transformTags: { '*': cleanAttributes },
  // A picture without an address shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans HTML with the allow-list: the allowed tags keep their allowed attributes; other tags are
 * removed but their text stays, except for script-like and embedding elements, which go with their
 * content. Links and images keep only safe URLs; a link that opens a new tab gets
 * rel="noopener noreferrer".
 */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return '';
  return sanitize(input.slice(0, MAX_LENGTH), OPTIONS);
}

/** The text of HTML without any markup (for titles and previews). */
export function htmlToText(input: string | null | undefined): string {
  // The cleaned HTML escapes '<', '>' and '&' in text and attribute values: every remaining '<'
  // starts a tag, and those three references are the only ones to turn back.
  return sanitizeHtml(input)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
