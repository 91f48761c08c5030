// Content pages and news are HTML written by the company's staff and shown to
// every customer, so they are cleaned on the way in and again on the way out.
//
// The cleaner never passes markup through: it reads the input into tokens and
// writes a new document from them. Only tags of the allow-list are written,
// with only their allowed attributes, every attribute value quoted and escaped,
// and every piece of text escaped. Whatever a hostile input does to the
// reader, the output can hold no markup the cleaner did not write itself.
// URLs are checked after their character references are decoded, on exactly
// the value the browser will see.

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
const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);

/** Elements without content or end tag. */
const VOID_TAGS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/**
 * Elements dropped together with everything inside them: their content is code, another
 * document or a form control, never text meant for the reader.
 */
const DROPPED_WITH_CONTENT = new Set([
  'applet', 'audio', 'button', 'canvas', 'datalist', 'embed', 'frame', 'frameset', 'head', 'iframe', 'map',
  'math', 'noembed', 'noframes', 'noscript', 'object', 'option', 'plaintext', 'script', 'select', 'style',
  'svg', 'template', 'textarea', 'title', 'video', 'xmp',
]);

/** Elements whose content the HTML reader takes as raw text up to their own end tag. */
const RAW_TEXT_TAGS = new Set([
  'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'style', 'textarea', 'title', 'xmp',
]);

const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SAFE_IMAGE_SCHEMES = new Set(['http', 'https']);
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** Character references decoded in attribute values (enough to see through obfuscated schemes). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', semi: ';', comma: ',',
  period: '.', sol: '/', bsol: '\\', lpar: '(', rpar: ')', excl: '!', quest: '?', num: '#', percnt: '%',
  equals: '=', plus: '+', commat: '@', lowbar: '_', hyphen: '\u2010', dash: '\u2010', tab: '\t', Tab: '\t',
  newline: '\n', NewLine: '\n', copy: '\u00a9', reg: '\u00ae', trade: '\u2122', hellip: '\u2026',
  mdash: '\u2014', ndash: '\u2013', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d',
  laquo: '\u00ab', raquo: '\u00bb', bull: '\u2022', middot: '\u00b7', times: '\u00d7', divide: '\u00f7',
  deg: '\u00b0', plusmn: '\u00b1', euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2',
  baht: '\u0e3f',
};

export interface SanitizeOptions {
  /** Longest input read; the rest is dropped. Default 500,000 characters. */
  maxLength?: number;
}

const DEFAULT_MAX_LENGTH = 500_000;

interface Attribute {
  name: string;
  value: string;
}

/** Escapes text for an element's content or a double-quoted attribute value. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

/**
 * Text of the input as written out: character references that are well formed stay as they
 * are (the browser turns them into characters, never into markup); every other '&', '<', '>'
 * is escaped.
 */
function escapeSourceText(text: string): string {
  return text.replace(/&(#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)?|[<>]/gi, (match, reference?: string) => {
    if (match === '<') return '&lt;';
    if (match === '>') return '&gt;';
    return reference ? match : '&amp;';
  });
}

function codePointText(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Decodes the character references of an attribute value (numeric, and the names above). */
export function decodeReferences(value: string): string {
  return value.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g, (match, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return codePointText(Number.parseInt(dec, 10));
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
    if (name !== undefined) {
      const known = NAMED_REFERENCES[name] ?? NAMED_REFERENCES[name.toLowerCase()];
      // A named reference without its semicolon is decoded by browsers only for a few legacy names.
      if (known !== undefined && (match.endsWith(';') || ['amp', 'lt', 'gt', 'quot', 'nbsp'].includes(name))) {
        return known;
      }
    }
    return match;
  });
}

/**
 * A URL as it will be followed, or null when it may not be: only http(s), mailto and tel for
 * links, http(s) and inline raster images for images, and addresses without a scheme.
 * Browsers ignore tabs, newlines and leading control characters and spaces in a scheme, so
 * those are removed before the scheme is read.
 */
export function safeUrl(raw: string, kind: 'link' | 'image' = 'link'): string | null {
  const value = raw.trim();
  if (value === '') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (kind === 'image' && DATA_IMAGE.test(compact)) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) {
    const name = (scheme[1] ?? '').toLowerCase();
    const allowed = kind === 'image' ? SAFE_IMAGE_SCHEMES : SAFE_LINK_SCHEMES;
    return allowed.has(name) ? value : null;
  }
  // No scheme: a path, a query or a fragment. A colon before any '/', '?' or '#' would be read
  // as a scheme by some readers; refuse it rather than guess.
  const beforePath = compact.split(/[/?#]/, 1)[0] ?? '';
  if (beforePath.includes(':')) return null;
  // '\' is read as '/' by browsers: '/\evil.example' leaves the site like '//evil.example' does,
  // which is allowed for http links anyway, so it is only normalised.
  return value.replace(/\\/g, '/');
}

const positiveInteger = (value: string, max: number): string | null => {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= 0 && number <= max ? String(number) : null;
};

/** The value an allowed attribute keeps, or null to drop it. */
function cleanAttribute(tag: string, name: string, rawValue: string): string | null {
  const value = decodeReferences(rawValue);
  if (URL_ATTRIBUTES.has(name)) return safeUrl(value, tag === 'img' ? 'image' : 'link');
  switch (name) {
    case 'target':
      return value.trim() === '_blank' ? '_blank' : null;
    case 'rel':
      return null; // written by the cleaner itself for links that open elsewhere
    case 'width':
    case 'height':
      return positiveInteger(value, 10_000);
    case 'colspan':
    case 'rowspan':
    case 'span':
      return positiveInteger(value, 1_000);
    case 'start':
    case 'value':
      return /^-?\d{1,9}$/.test(value.trim()) ? value.trim() : null;
    case 'type':
      return /^[1aAiI]$/.test(value.trim()) ? value.trim() : null;
    case 'scope':
      return ['row', 'col', 'rowgroup', 'colgroup'].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
    case 'dir':
      return ['ltr', 'rtl', 'auto'].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
    case 'lang':
      return /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(value.trim()) ? value.trim() : null;
    case 'open':
    case 'reversed':
      return '';
    default:
      return value.slice(0, 1000);
  }
}

function writeStartTag(tag: string, attributes: readonly Attribute[]): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const { name, value } of attributes) {
    if (seen.has(name)) continue; // the first of a repeated attribute wins, as in browsers
    seen.add(name);
    if (!allowed.includes(name) && !GLOBAL_ATTRIBUTES.has(name)) continue;
    const cleaned = cleanAttribute(tag, name, value);
    if (cleaned === null) continue;
    kept.push(cleaned === '' && (name === 'open' || name === 'reversed') ? name : `${name}="${escapeText(cleaned)}"`);
  }
  if (tag === 'a' && kept.includes('target="_blank"')) kept.push('rel="noopener noreferrer"');
  if (tag === 'img' && !kept.some((attribute) => attribute.startsWith('src='))) return '';
  return `<${tag}${kept.length > 0 ? ` ${kept.join(' ')}` : ''}>`;
}

/** Reads the attributes of a tag from `start` (just after its name); returns them and where the tag ends. */
function readAttributes(input: string, start: number): { attributes: Attribute[]; end: number } | null {
  const attributes: Attribute[] = [];
  let i = start;
  const length = input.length;
  for (;;) {
    while (i < length && /[\s/]/.test(input[i] ?? '')) i += 1;
    if (i >= length) return null; // a tag cut off by the end of the input is dropped, as browsers do
    if (input[i] === '>') return { attributes, end: i + 1 };
    let nameEnd = i + 1; // the first character belongs to the name even if it is '='
    while (nameEnd < length && !/[\s/>=]/.test(input[nameEnd] ?? '')) nameEnd += 1;
    const name = input.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < length && /\s/.test(input[i] ?? '')) i += 1;
    let value = '';
    if (input[i] === '=') {
      i += 1;
      while (i < length && /\s/.test(input[i] ?? '')) i += 1;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = input.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < length && !/[\s>]/.test(input[i] ?? '')) i += 1;
        value = input.slice(valueStart, i);
      }
    }
    attributes.push({ name, value });
  }
}

/** Where the raw text of `tag` ends: the index of its end tag, or the end of the input. */
function rawTextEnd(input: string, tag: string, from: number): number {
  const pattern = new RegExp(`</${tag}(?=[\\s/>])`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(input);
  return match ? match.index : input.length;
}

/** Skips to just after the next '>' (or the end), for comments and declarations. */
function skipPast(input: string, from: number, terminator: string): number {
  const index = input.indexOf(terminator, from);
  return index === -1 ? input.length : index + terminator.length;
}

/**
 * Cleans HTML with an allow-list: the allowed tags keep their allowed attributes; other tags
 * are removed but their text stays, except for script-like and embedding elements, which go
 * with their content. Comments, declarations and processing instructions are removed. Links
 * and images keep only safe URLs; a link that opens a new tab gets rel="noopener noreferrer".
 * The result is balanced: every element the cleaner opens, it closes.
 */
export function sanitizeHtml(input: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!input) return '';
  const source = input.length > (options.maxLength ?? DEFAULT_MAX_LENGTH) ? input.slice(0, options.maxLength ?? DEFAULT_MAX_LENGTH) : input;
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  let textStart = 0;
  const length = source.length;

  const flushText = (end: number) => {
    if (end > textStart) out.push(escapeSourceText(source.slice(textStart, end)));
  };

  while (i < length) {
    const lt = source.indexOf('<', i);
    if (lt === -1) break;
    const next = source[lt + 1] ?? '';
    if (/[a-z]/i.test(next)) {
      // Start tag
      let nameEnd = lt + 2;
      while (nameEnd < length && !/[\s/>]/.test(source[nameEnd] ?? '')) nameEnd += 1;
      const tag = source.slice(lt + 1, nameEnd).toLowerCase();
      const read = readAttributes(source, nameEnd);
      flushText(lt);
      if (!read) {
        // Unfinished tag at the end of the input: dropped with the rest.
        textStart = length;
        i = length;
        break;
      }
      i = read.end;
      textStart = i;
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (tag === 'plaintext') {
          i = length;
          textStart = length;
          break;
        }
        if (RAW_TEXT_TAGS.has(tag)) {
          const end = rawTextEnd(source, tag, i);
          i = end >= length ? length : skipPast(source, end, '>');
        } else if (!VOID_TAGS.has(tag) && !source.slice(lt, read.end).endsWith('/>')) {
          i = skipElement(source, tag, i);
        }
        textStart = i;
        continue;
      }
      if (!(tag in ALLOWED_TAGS)) continue;
      const written = writeStartTag(tag, read.attributes);
      if (written === '') continue;
      out.push(written);
      if (!VOID_TAGS.has(tag)) open.push(tag);
      continue;
    }
    if (next === '/') {
      const after = source[lt + 2] ?? '';
      if (/[a-z]/i.test(after)) {
        let nameEnd = lt + 3;
        while (nameEnd < length && !/[\s/>]/.test(source[nameEnd] ?? '')) nameEnd += 1;
        const tag = source.slice(lt + 2, nameEnd).toLowerCase();
        const read = readAttributes(source, nameEnd);
        flushText(lt);
        if (!read) {
          textStart = length;
          i = length;
          break;
        }
        i = read.end;
        textStart = i;
        const depth = open.lastIndexOf(tag);
        if (depth !== -1) {
          // Close everything opened inside it too, so the output stays balanced.
          while (open.length > depth) out.push(`</${open.pop() ?? ''}>`);
        }
        continue;
      }
      flushText(lt);
      // '</>' is nothing; '</' followed by anything else starts a bogus comment.
      i = after === '>' ? lt + 3 : skipPast(source, lt + 2, '>');
      textStart = i;
      continue;
    }
    if (next === '!') {
      flushText(lt);
      if (source.startsWith('<!--', lt)) {
        // '<!-->' and '<!--->' end at once, as browsers read them.
        if (source.startsWith('<!-->', lt)) i = lt + 5;
        else if (source.startsWith('<!--->', lt)) i = lt + 6;
        else i = skipPast(source, lt + 4, '-->');
      } else {
        i = skipPast(source, lt + 2, '>');
      }
      textStart = i;
      continue;
    }
    if (next === '?') {
      flushText(lt);
      i = skipPast(source, lt + 2, '>');
      textStart = i;
      continue;
    }
    // A '<' that starts nothing is text.
    i = lt + 1;
  }
  flushText(length);
  while (open.length > 0) out.push(`</${open.pop() ?? ''}>`);
  return out.join('');
}

/**
 * Skips an element dropped with its content (svg, object, select ...): to the end tag that
 * closes it, counting nested elements of the same name; to the end of the input when unclosed.
 */
function skipElement(input: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'ig');
  pattern.lastIndex = from;
  let depth = 1;
  for (;;) {
    const match = pattern.exec(input);
    if (!match) return input.length;
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return skipPast(input, match.index, '>');
  }
}

/** The text of HTML without any markup (for titles and previews). */
export function htmlToText(input: string | null | undefined): string {
  const cleaned = sanitizeHtml(input);
  return decodeReferences(cleaned.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
