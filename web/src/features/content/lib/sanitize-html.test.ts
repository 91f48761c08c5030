import { describe, expect, it } from 'vitest';
import { htmlToText, safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting of a content page', () => {
    const html = '<h2>สั่งซื้อ</h2><ol><li>เลือก<strong>ศูนย์</strong></li></ol><p>ดู <a href="https://example.com/a">ที่นี่</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>สั่งซื้อ</h2><ol><li>เลือก<strong>ศูนย์</strong></li></ol><p>ดู <a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ที่นี่</a></p>',
    );
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe title="x"></iframe><form action="x"><input value="y"></form><noscript><img src=x onerror=alert(3)></noscript><p>b</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
    const svg = sanitizeHtml('<p>a</p><svg><script>alert(2)</script></svg>');
    expect(svg).toContain('<p>a</p>');
    expect(svg).not.toMatch(/svg|script|alert/);
  });

  it('removes event handlers, styles and unknown attributes', () => {
    const out = sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" title="t">x</p><img src="https://cdn.example/a.png" onerror="alert(1)">');
    expect(out).toBe('<p title="t">x</p><img src="https://cdn.example/a.png" loading="lazy" decoding="async" alt="">');
  });

  it('drops script URLs, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeHtml('<custom-tag><b>bold</b> text</custom-tag><center>c</center>')).toBe('<b>bold</b> textc');
  });

  it('makes site paths relative to the base path and resolves stored pictures', () => {
    expect(sanitizeHtml('<a href="/product?type=suggest">x</a>')).toBe('<a href="product?type=suggest">x</a>');
    expect(sanitizeHtml('<img src="/files/banners/a.svg" alt="a">', { resolveImage: (src) => (src.startsWith('/files/') ? `api/customer${src}` : null) })).toBe(
      '<img src="api/customer/files/banners/a.svg" alt="a" loading="lazy" decoding="async">',
    );
  });

  it('never lets a parsed payload run while cleaning', () => {
    const marker = { ran: false };
    (window as unknown as { __ran: typeof marker }).__ran = marker;
    sanitizeHtml('<img src="x" onerror="window.__ran.ran = true"><script>window.__ran.ran = true</script>');
    expect(marker.ran).toBe(false);
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('safeHref', () => {
  it('accepts http(s), mailto, tel, anchors and site paths only', () => {
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('tel:021234567')).toBe('tel:021234567');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('//cdn.example/x')).toBe('https://cdn.example/x');
    expect(safeHref('ftp://x')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('reads the text of rich text', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world');
  });
});
