// @vitest-environment jsdom
// DOMPurify leans on the browser's own parser: jsdom's follows the HTML standard the closest.
import { describe, expect, it } from 'vitest';
import { htmlToText, safeHref, sanitizeHtml } from './sanitize-html';

/** The web's allow-list: tags, and the attributes each may keep (what the cleaner adds to links and pictures included). */
const GLOBAL = ['title', 'lang', 'dir'];
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'], td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'], ol: ['start', 'type'], col: ['span'], colgroup: ['span'],
};
for (const tag of ('abbr b blockquote br caption code dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i ins ' +
  'li mark p pre q s small span strong sub sup table tbody tfoot thead tr u ul').split(' ')) {
  ALLOWED[tag] = [];
}

/** True when a URL, as the browser reads it, may be followed from rich text. */
function safeToFollow(value: string, tag: string): boolean {
  const url = new URL(value, 'https://site.example/');
  if (tag === 'img' && url.protocol === 'data:') return /^data:image\/(png|jpe?g|gif|webp);/i.test(url.href);
  return ['http:', 'https:', ...(tag === 'a' ? ['mailto:', 'tel:'] : [])].includes(url.protocol);
}

/**
 * Puts the output in an inert template as the page would, and fails on anything that could run
 * or load: an element outside the allow-list or the HTML namespace (svg, math), an attribute
 * outside it (event handlers, style, srcset), a URL of another scheme. Then the same for the
 * page read back and cleaned again, where mutation XSS would show.
 */
async function expectHarmless(html: string, input = html) {
  const visit = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName;
      expect(element.namespaceURI, input).toBe('http://www.w3.org/1999/xhtml');
      expect(Object.keys(ALLOWED), input).toContain(tag);
      for (const { name, value } of element.attributes) {
        expect([...GLOBAL, ...(ALLOWED[tag] ?? [])], input).toContain(name);
        if (name === 'href' || name === 'src') expect(safeToFollow(value, tag), `${input} -> ${value}`).toBe(true);
      }
    }
  };
  const template = document.createElement('template');
  template.innerHTML = html;
  visit(template.content);
  const again = document.createElement('template');
  again.innerHTML = await sanitizeHtml(template.innerHTML);
  visit(again.content);
}

/** Public filter-evasion cases (OWASP's cheat sheet, DOMPurify's own tests). */
const FILTER_EVASION = [
  // Mutation XSS: markup that a second parse reads differently from the first.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  // Namespace confusion.
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<math href="javascript:alert(1)">x</math>',
  // javascript: with character references, whitespace and control characters.
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="&#14; javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  // srcset and style carry URLs too.
  '<img src="x.png" srcset="javascript:alert(1) 1x, x.png 2x">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="background-image:url(&quot;javascript:alert(1)&quot;)">x</span>',
  '<style>@import "javascript:alert(1)";</style>',
  '<img src="x"/onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<img id="getElementById" name="cookie" src="x.png">',
];

describe('sanitizeHtml', () => {
  it('keeps the formatting of a content page', async () => {
    const html = '<h2>สั่งซื้อ</h2><ol><li>เลือก<strong>ศูนย์</strong></li></ol><p>ดู <a href="https://example.com/a">ที่นี่</a></p>';
    expect(await sanitizeHtml(html)).toBe(
      '<h2>สั่งซื้อ</h2><ol><li>เลือก<strong>ศูนย์</strong></li></ol><p>ดู <a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ที่นี่</a></p>',
    );
  });

  it('removes scripts, styles, frames and forms with their content', async () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe title="x"></iframe><form action="x"><input value="y"></form><noscript><img src=x onerror=alert(3)></noscript><p>b</p>';
    expect(await sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
    const svg = await sanitizeHtml('<p>a</p><svg><script>alert(2)</script></svg>');
    expect(svg).toContain('<p>a</p>');
    expect(svg).not.toMatch(/svg|script|alert/);
  });

  it('removes event handlers, styles and unknown attributes', async () => {
    const out = await sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" title="t">x</p><img src="https://cdn.example/a.png" onerror="alert(1)">');
    expect(out).toBe('<p title="t">x</p><img src="https://cdn.example/a.png" loading="lazy" decoding="async" alt="">');
  });

  it('drops script URLs, however they are disguised', async () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(await sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(await sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(await sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('unwraps unknown elements and keeps their text', async () => {
    expect(await sanitizeHtml('<custom-tag><b>bold</b> text</custom-tag><center>c</center>')).toBe('<b>bold</b> textc');
  });

  it('makes site paths relative to the base path and resolves stored pictures', async () => {
    expect(await sanitizeHtml('<a href="/product?type=suggest">x</a>')).toBe('<a href="product?type=suggest">x</a>');
    expect(await sanitizeHtml('<img src="/files/banners/a.svg" alt="a">', { resolveImage: (src) => (src.startsWith('/files/') ? `api/customer${src}` : null) })).toBe(
      '<img src="api/customer/files/banners/a.svg" alt="a" loading="lazy" decoding="async">',
    );
  });

  it('keeps table markup with its spans and drops sizes that are not numbers', async () => {
    const table = '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(await sanitizeHtml(table)).toBe(table);
    expect(await sanitizeHtml('<img src="https://cdn.example/a.jpg" width="120" height="80px" alt="">')).toBe(
      '<img src="https://cdn.example/a.jpg" width="120" alt="" loading="lazy" decoding="async">',
    );
  });

  it('never lets a parsed payload run while cleaning', async () => {
    const marker = { ran: false };
    (window as unknown as { __ran: typeof marker }).__ran = marker;
    await sanitizeHtml('<img src="x" onerror="window.__ran.ran = true"><script>window.__ran.ran = true</script>');
    expect(marker.ran).toBe(false);
  });

  it('leaves no markup that runs for the public filter-evasion cases', async () => {
    for (const attack of FILTER_EVASION) await expectHarmless(await sanitizeHtml(attack), attack);
  });

  it('drops srcset, style and every part of svg and MathML', async () => {
    expect(await sanitizeHtml('<img src="https://cdn.example/x.png" srcset="javascript:alert(1) 1x">')).toBe(
      '<img src="https://cdn.example/x.png" loading="lazy" decoding="async" alt="">',
    );
    expect(await sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div>')).toBe('<div>x</div>');
    expect(await sanitizeHtml('<svg><a xlink:href="javascript:alert(1)"><text>XSS</text></a></svg>ok')).toBe('ok');
    expect(await sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok')).not.toMatch(/<img|onerror/);
  });

  it('gives nothing for nothing', async () => {
    expect(await sanitizeHtml(null)).toBe('');
    expect(await sanitizeHtml('')).toBe('');
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto, tel, anchors and site paths only', () => {
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('tel:021234567')).toBe('tel:021234567');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('//cdn.example/x')).toBe('https://cdn.example/x');
    expect(safeHref('product?type=suggest')).toBe('product?type=suggest');
    expect(safeHref('ftp://x')).toBeNull();
    expect(safeHref('java\nscript:alert(1)')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('reads the text of rich text', async () => {
    expect(await htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world');
  });
});
