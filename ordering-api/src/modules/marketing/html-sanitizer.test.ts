import { describe, expect, it } from 'vitest';
import { decodeReferences, htmlToText, safeUrl, sanitizeHtml } from './html-sanitizer';

/** No tag of the output may carry an event handler, a script, a style or an unsafe URL. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(iframe|object|embed|svg|math|style|base|meta|link|form|input)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data:text|data:image\/svg)/i);
}

describe('sanitizeHtml', () => {
  it('keeps the simple HTML of the content pages as it is', () => {
    const page =
      '<h2>สั่งซื้อง่าย ๆ ใน 4 ขั้นตอน</h2><ol><li>เลือกศูนย์</li><li>ค้นหาสินค้า</li></ol>' +
      '<p>ติดตามได้ที่ <strong>ประวัติการสั่งซื้อ</strong><br>ขอบคุณ</p>';
    expect(sanitizeHtml(page)).toBe(page);
  });

  it('removes script elements with their content, in any spelling', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert("<p>x</p>")</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<script src="https://evil.example/x.js"></script>ok')).toBe('ok');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    // An unclosed script swallows the rest, as it does in a browser.
    expect(sanitizeHtml('<p>x</p><script>alert(1)')).toBe('<p>x</p>');
  });

  it('drops event handler attributes such as onerror and onclick', () => {
    expect(sanitizeHtml('<img src="/files/a.png" onerror="alert(1)">')).toBe('<img src="/files/a.png">');
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('<img src="x">');
    expect(sanitizeHtml('<p onclick="steal()" ONMOUSEOVER=\'x()\'>hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<a/onclick="x()"/href="/p">go</a>')).toBe('<a href="/p">go</a>');
  });

  it('drops javascript: links, however they are written', () => {
    const cases = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
      '<a href="&#0000106avascript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="\u0001javascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href=javascript:alert(1)>x</a>',
    ];
    for (const html of cases) {
      const cleaned = sanitizeHtml(html);
      expect(cleaned, html).toBe('<a>x</a>');
    }
  });

  it('keeps safe links and makes a new-tab link safe', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
    );
    expect(sanitizeHtml('<a href="/product?c1=01">x</a>')).toBe('<a href="/product?c1=01">x</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">x</a>')).toBe('<a href="mailto:help@example.com">x</a>');
    expect(sanitizeHtml('<a href="tel:021234567">x</a>')).toBe('<a href="tel:021234567">x</a>');
    expect(sanitizeHtml('<a href="https://line.me" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://line.me" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('allows images from http(s), paths and inline raster data only', () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="a">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    );
    expect(sanitizeHtml('<img src="https://cdn.example/a.jpg" width="120" height="80px">')).toBe(
      '<img src="https://cdn.example/a.jpg" width="120">',
    );
  });

  it('removes style, class and id attributes and style elements', () => {
    expect(sanitizeHtml('<p style="position:fixed;top:0" class="x" id="login">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>t</p>')).toBe('<p>t</p>');
  });

  it('removes embedding and form elements with their content', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>a')).toBe('a');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a xlink:href="javascript:x()">b</a></svg>c')).toBe('c');
    expect(sanitizeHtml('<math><mi>x</mi></math>c')).toBe('c');
    expect(sanitizeHtml('<object data="x.swf"><embed src="x.swf"></object>c')).toBe('c');
    expect(sanitizeHtml('<select><option>1</option></select>c')).toBe('c');
    expect(sanitizeHtml('<textarea><script>alert(1)</script></textarea>c')).toBe('c');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>c')).not.toMatch(/onerror/);
  });

  it('removes unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">แดง</font> <marquee>x</marquee>')).toBe('แดง x');
    expect(sanitizeHtml('<form action="/steal"><input name="p">ส่ง</form>')).toBe('ส่ง');
    expect(sanitizeHtml('<base href="https://evil.example/"><meta http-equiv="refresh" content="0">t')).toBe('t');
  });

  it('removes comments, declarations and processing instructions', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitizeHtml('<!DOCTYPE html>a<?xml version="1.0"?>b<![CDATA[<script>x</script>]]>c')).not.toMatch(/<script/);
    expect(sanitizeHtml('a<!-->b')).toBe('ab');
    expect(sanitizeHtml('a</ x>b</>c')).toBe('abc');
  });

  it('escapes text so that it can never become markup', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "q"')).toBe('1 &lt; 2 &gt; 0 &amp; "q"');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('ราคา&nbsp;100&#3647;')).toBe('ราคา&nbsp;100&#3647;');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('quotes and escapes attribute values', () => {
    expect(sanitizeHtml('<a title="a&quot; onmouseover=&quot;x()">t</a>')).toBe('<a title="a&quot; onmouseover=&quot;x()">t</a>');
    expect(sanitizeHtml("<abbr title='5 > 3'>t</abbr>")).toBe('<abbr title="5 &gt; 3">t</abbr>');
    expect(sanitizeHtml('<abbr title=x"y>t</abbr>')).toBe('<abbr title="x&quot;y">t</abbr>');
  });

  it('keeps the first of repeated attributes, as browsers do', () => {
    expect(sanitizeHtml('<a href="/safe" href="javascript:x()">t</a>')).toBe('<a href="/safe">t</a>');
    expect(sanitizeHtml('<a href="javascript:x()" href="/safe">t</a>')).toBe('<a>t</a>');
  });

  it('balances elements: closes what is left open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</div>text</p>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
    expect(sanitizeHtml('<p>x<br/>y<hr></p>')).toBe('<p>x<br>y<hr></p>');
  });

  it('drops a tag cut off by the end of the input', () => {
    expect(sanitizeHtml('ok<img src="x" onerror="alert(1)')).toBe('ok');
    expect(sanitizeHtml('ok<a href=')).toBe('ok');
  });

  it('keeps table markup with its spans', () => {
    const table = '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(table)).toBe(table);
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('is idempotent', () => {
    const inputs = [
      '<p onclick=x>a<script>b</script><a href="javascript:y">c</a><img src=/a.png onerror=z>',
      '<table><tr><td>1<td>2</table>',
      'a & b <i>c',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
      expectHarmless(once);
    }
  });

  it('leaves nothing harmful in a collection of known attack strings', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<body onload=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>">',
      '<a href="javas&#99;ript:alert(1)">x</a>',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '<img """><script>alert(1)</script>">',
      '<img src="x` `<script>alert(1)</script>"` `>',
      '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
      '<IMG SRC=JaVaScRiPt:alert(1)>',
      '<a href="jav&#x0A;ascript:alert(1)">x</a>',
      '<details open ontoggle=alert(1)>',
      '<video><source onerror="alert(1)"></video>',
      '<p title="</p><script>alert(1)</script>">x</p>',
      '<isindex action=javascript:alert(1) type=image>',
      '<object data="javascript:alert(1)">',
      '<form><button formaction=javascript:alert(1)>x</button></form>',
      '<input onfocus=alert(1) autofocus>',
      '<marquee onstart=alert(1)>',
      '"><script>alert(1)</script>',
      '<a href="\\\\evil.example">x</a>',
    ];
    for (const attack of attacks) expectHarmless(sanitizeHtml(attack));
  });
});

describe('safeUrl', () => {
  it('accepts http(s), mailto, tel and addresses without a scheme', () => {
    expect(safeUrl('https://example.com')).toBe('https://example.com');
    expect(safeUrl('/product?type=suggest')).toBe('/product?type=suggest');
    expect(safeUrl('#top')).toBe('#top');
    expect(safeUrl('product/P000001')).toBe('product/P000001');
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('refuses script schemes and ambiguous colons', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' \n javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('weird:thing')).toBeNull();
    expect(safeUrl('a:b/c')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('refuses mailto and tel for images', () => {
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
    expect(safeUrl('https://cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png');
  });
});

describe('decodeReferences', () => {
  it('decodes numeric and common named references', () => {
    expect(decodeReferences('&#106;&#x61;&colon;&amp;&lt;&nbsp;')).toBe('ja:&<\u00a0');
    expect(decodeReferences('&unknown; &#xD800;')).toBe('&unknown; \ufffd');
  });
});

describe('htmlToText', () => {
  it('gives the plain text of HTML', () => {
    expect(htmlToText('<h2>หัวข้อ</h2><p>a &amp; b<script>x</script></p>')).toBe('หัวข้อ a & b');
  });
});
