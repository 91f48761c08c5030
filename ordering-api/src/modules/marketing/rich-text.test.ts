import { parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlToText, safeUrl, sanitizeHtml } from './rich-text';

type Node = DefaultTreeAdapterTypes.ChildNode;

/** The allow-list of the ordering API's rich text: tags, and the attributes each may keep. */
const GLOBAL = ['title', 'lang', 'dir'];
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], col: ['span'], colgroup: ['span'],
  details: ['open'], li: ['value'], ol: ['start', 'type', 'reversed'], td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};
for (const tag of ('abbr article b blockquote br caption cite code dd del div dl dt em figcaption figure footer h1 h2 ' +
  'h3 h4 h5 h6 header hr i ins mark p pre q s section small span strong sub summary sup table tbody tfoot thead tr u ul').split(' ')) {
  ALLOWED[tag] = [];
}

/** True when a URL, as the browser reads it, may be followed from rich text. */
function safeToFollow(value: string, tag: string): boolean {
  const url = new URL(value, 'https://site.example/');
  if (tag === 'img' && url.protocol === 'data:') return /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(url.href);
  return ['http:', 'https:', ...(tag === 'a' ? ['mailto:', 'tel:'] : [])].includes(url.protocol);
}

/**
 * Reads the output as a browser puts it in a page (innerHTML of a div, scripting on, per the HTML
 * standard's parser) and fails on anything that could run or load: an element outside the
 * allow-list or outside the HTML namespace (svg, math), an attribute outside it (event handlers,
 * style, srcset), a URL of another scheme. Then the same for the page read back and cleaned again,
 * where mutation XSS would show.
 */
function expectHarmless(html: string, input = html) {
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      expect(node.namespaceURI, input).toBe('http://www.w3.org/1999/xhtml');
      expect(Object.keys(ALLOWED), input).toContain(node.tagName);
      for (const { name, value } of node.attrs) {
        expect([...GLOBAL, ...(ALLOWED[node.tagName] ?? [])], input).toContain(name);
        if (name === 'href' || name === 'src') expect(safeToFollow(value, node.tagName), `${input} -> ${value}`).toBe(true);
      }
      visit(node.childNodes);
    }
  };
  const fragment = parseFragment(html);
  visit(fragment.childNodes);
  const again = sanitizeHtml(serialize(fragment));
  visit(parseFragment(again).childNodes);
}

/** Public filter-evasion cases (OWASP's cheat sheet, DOMPurify's and sanitize-html's tests). */
const FILTER_EVASION = [
  // Mutation XSS: markup that a second parse reads differently from the first.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<table><td><noscript><img src=x onerror=alert(1)></noscript></td></table>',
  '<template><img src=x onerror=alert(1)></template>',
  '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<p title="&lt;img src=x onerror=alert(1)&gt;">x</p>',
  // Namespace confusion: svg and MathML bring their own parsing rules and scriptable attributes.
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  // javascript: with character references, whitespace and control characters.
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="&#14; javascript:alert(1)">x</a>',
  '<a href="\u0001\u0002javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<img src="jav\tascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  // srcset and style carry URLs too.
  '<img src="x.png" srcset="javascript:alert(1) 1x, x.png 2x">',
  '<img srcset="data:text/html,<script>alert(1)</script> 2x">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<span style="background-image:url(&quot;javascript:alert(1)&quot;)">x</span>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="behavior: url(x.htc)">x</p>',
  '<style>@import "javascript:alert(1)"; body{background:url(javascript:alert(1))}</style>',
  // Elements that load or run by themselves.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<img src="x"/onerror=alert(1)>',
  '<x onclick=alert(1)>x</x>',
  '<img id="getElementById" name="cookie" src="x.png">',
];

describe('sanitizeHtml', () => {
  it('keeps the simple HTML of the content pages as it is', () => {
    const page =
      '<h2>สั่งซื้อง่าย ๆ ใน 4 ขั้นตอน</h2><ol><li>เลือกศูนย์</li><li>ค้นหาสินค้า</li></ol>' +
      '<p>ติดตามได้ที่ <strong>ประวัติการสั่งซื้อ</strong><br />ขอบคุณ</p>';
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
    expect(sanitizeHtml('<img src="/files/a.png" onerror="alert(1)">')).toBe('<img src="/files/a.png" />');
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('<img src="x" />');
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
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />',
    );
    expect(sanitizeHtml('<img src="https://cdn.example/a.jpg" width="120" height="80px">')).toBe(
      '<img src="https://cdn.example/a.jpg" width="120" />',
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
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>c')).toBe('c');
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
    // '</>' is left as text, escaped: it shows as written and starts nothing.
    expect(sanitizeHtml('a</ x>b</>c')).toBe('ab&lt;/&gt;c');
  });

  it('escapes text so that it can never become markup', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "q"')).toBe('1 &lt; 2 &gt; 0 &amp; "q"');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    // References are read into their characters and written back as such.
    expect(sanitizeHtml('ราคา&nbsp;100&#3647;')).toBe('ราคา\u00a0100\u0e3f');
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

  it('balances elements as the HTML standard reads them: closes what is left open', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    // A stray </p> makes an empty paragraph, as the HTML standard reads it.
    expect(sanitizeHtml('</div>text</p>')).toBe('text<p></p>');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<p>x<br/>y<hr></p>')).toBe('<p>x<br />y</p><hr /><p></p>');
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

  it('leaves no markup that runs for the public filter-evasion cases', () => {
    for (const attack of FILTER_EVASION) expectHarmless(sanitizeHtml(attack), attack);
  });

  it('drops srcset and style and every part of svg and MathML', () => {
    expect(sanitizeHtml('<img src="x.png" srcset="javascript:alert(1) 1x">')).toBe('<img src="x.png" />');
    expect(sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<svg><a xlink:href="javascript:alert(1)"><text>XSS</text></a></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<math><mtext><img src=x onerror=alert(1)></mtext></math>ok')).toBe('ok');
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

describe('htmlToText', () => {
  it('gives the plain text of HTML', () => {
    expect(htmlToText('<h2>หัวข้อ</h2><p>a &amp; b<script>x</script></p>')).toBe('หัวข้อ a & b');
  });
});
