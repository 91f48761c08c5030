// @vitest-environment jsdom
// Rich text is cleaned by DOMPurify, which needs a standard DOM parser (happy-dom's fails its check).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/catalogue/render';
import { RichText } from './rich-text';

const Text = () => <RichText html={'<p><a href="/product?type=suggest">ดูสินค้า</a> <a href="https://example.com">เว็บ</a></p>'} testId="text" />;

describe('RichText', () => {
  it('keeps links to this site inside the app, in the reader language', async () => {
    renderPage(Text, '/en/news', '/en/news');
    const external = await screen.findByRole('link', { name: 'เว็บ' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('link', { name: 'ดูสินค้า' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/product?type=suggest'));
  });
});
