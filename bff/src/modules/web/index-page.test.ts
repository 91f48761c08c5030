import { describe, expect, it } from 'vitest';
import { inlineConfigJson } from '../config/runtime-config.js';
import { renderIndexHtml } from './index-page.js';

describe('renderIndexHtml', () => {
  it('puts the base tag and config first in head and sets the language', () => {
    const html = renderIndexHtml(
      '<!doctype html><html lang="en" class="x"><head><title>t</title></head><body></body></html>',
      {
        basePath: '/shop/',
        locale: 'th',
        configJson: '{"a":1}',
      },
    );
    expect(html).toBe(
      '<!doctype html><html lang="th" class="x"><head><base href="/shop/"><script type="application/json" id="eorder-config">{"a":1}</script><title>t</title></head><body></body></html>',
    );
  });

  it('adds a missing lang, drops a template base tag and keeps $ sequences literal', () => {
    const html = renderIndexHtml('<html><head><base href="./"></head></html>', {
      basePath: '/',
      locale: 'en',
      configJson: '{"name":"$& $1 $$"}',
    });
    expect(html).toBe(
      '<html lang="en"><head><base href="/"><script type="application/json" id="eorder-config">{"name":"$& $1 $$"}</script></head></html>',
    );
  });

  it('escapes < in the inlined config so no tag can close the block', () => {
    const json = inlineConfigJson({ companyName: '</script><script>alert(1)</script>' } as never);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ companyName: '</script><script>alert(1)</script>' });
  });
});
