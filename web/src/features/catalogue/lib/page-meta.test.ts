import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, metaDescription } from './page-meta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((element) => element.remove());
  document.title = '';
});

describe('applyPageMeta', () => {
  it('sets the title and the preview tags of a shared link, with absolute URLs', () => {
    applyPageMeta(
      { title: 'นมสด', description: 'นมสด\n  UHT', image: 'api/customer/files/p.svg', url: '/product/P1', type: 'product' },
      'DSG',
    );
    expect(document.title).toBe('นมสด | DSG');
    expect(content('meta[property="og:title"]')).toBe('นมสด');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[name="description"]')).toBe('นมสด UHT');
    expect(content('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/api\/customer\/files\/p\.svg$/);
    expect(content('meta[property="og:url"]')).toMatch(/^https?:\/\/.+\/product\/P1$/);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('puts back what was there when the page leaves', () => {
    const existing = document.createElement('meta');
    existing.setAttribute('name', 'description');
    existing.setAttribute('content', 'Site description');
    document.head.appendChild(existing);
    document.title = 'Home | DSG';

    const undo = applyPageMeta({ title: 'Milk', description: 'Fresh', image: 'x.png' }, 'DSG');
    expect(content('meta[name="description"]')).toBe('Fresh');
    undo();
    expect(content('meta[name="description"]')).toBe('Site description');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.title).toBe('Home | DSG');
  });
});

describe('metaDescription', () => {
  it('cuts long text at 200 characters', () => {
    expect(metaDescription('x'.repeat(500))).toHaveLength(200);
    expect(metaDescription(null)).toBe('');
  });
});
