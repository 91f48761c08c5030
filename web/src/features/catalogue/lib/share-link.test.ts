import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Milk', url: 'https://shop.example/product/P1' };

describe('shareLink', () => {
  it('uses the share sheet where asked and available', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { preferSheet: true, environment: { share, writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { preferSheet: false, environment: { writeText } })).toBe('copied');
    const failing = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    expect(await shareLink(data, { preferSheet: true, environment: { share: failing, writeText } })).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(data.url);
  });

  it('does nothing more when the person closed the sheet', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { preferSheet: true, environment: { share: () => Promise.reject(abort), writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('asks for a manual copy when the clipboard is refused', async () => {
    expect(await shareLink(data, { preferSheet: false, environment: { writeText: () => Promise.reject(new Error('denied')) } })).toBe('manual');
    expect(await shareLink(data, { preferSheet: false, environment: {} })).toBe('manual');
  });
});
