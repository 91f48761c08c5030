import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  i18n,
  MISSING_TEXT,
  setLanguage,
  translate,
  useTranslation,
  type I18n,
  type TFunction,
} from './index';

interface Backend {
  read(lng: string, ns: string, done: (error: unknown, texts: unknown) => void): void;
}

/** The resources-to-backend reader an instance loads texts through. */
const backendOf = (instance: I18n) =>
  (instance.services.backendConnector as { backend: Backend }).backend;

afterEach(async () => {
  await act(() => setLanguage('th'));
});

describe('useTranslation', () => {
  it('renders in the current language and again when it changes, with a new t only then', async () => {
    const seen = new Set<TFunction>();
    function Title() {
      const { t, i18n } = useTranslation('home');
      useEffect(() => {
        seen.add(t);
      }, [t]);
      return <p lang={i18n.language}>{t('seeAllOf', { name: 'A' })}</p>;
    }
    const { rerender } = render(<Title />);
    expect(screen.getByText('ดูทั้งหมดใน A')).toBeTruthy();
    rerender(<Title />);
    expect(seen.size).toBe(1);

    await act(() => setLanguage('en'));
    expect(screen.getByText('See all in A').getAttribute('lang')).toBe('en');
    expect(seen.size).toBe(2);
  });

  it('waits under Suspense for a namespace whose texts are not in yet, then shows them', async () => {
    i18n.addResourceBundle('en', 'late-test', { label: 'Arrived' });
    let answer: (texts: Record<string, string>) => void = () => undefined;
    const read = vi.spyOn(backendOf(i18n), 'read').mockImplementation((_lng, _ns, done) => {
      answer = (texts) => done(null, texts);
    });
    function Label() {
      const { t } = useTranslation('late-test');
      return <p>{t('label')}</p>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Label />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(read).toHaveBeenCalledWith('th', 'late-test', expect.any(Function));
    await act(async () => {
      answer({ label: 'มาถึงแล้ว' });
      await i18n.loadNamespaces('late-test');
    });
    expect(screen.getByText('มาถึงแล้ว')).toBeTruthy();
  });
});

describe('texts', () => {
  it('picks plural forms by the language’s rules: Thai has one form, English one and other', async () => {
    expect(translate('catalogue:list.count', { count: 1 })).toBe('แสดง 1 รายการ');
    expect(translate('catalogue:list.count', { count: 3 })).toBe('แสดง 3 รายการ');
    await setLanguage('en');
    expect(translate('catalogue:list.count', { count: 1 })).toBe('Showing 1 product');
    expect(translate('catalogue:list.count', { count: 3 })).toBe('Showing 3 products');
  });

  it('picks a text by context, and the plain text for an unknown context', () => {
    i18n.addResourceBundle('th', 'context-test', { ship: 'ส่ง', ship_pickup: 'รับเอง' });
    expect(translate('context-test:ship', { context: 'pickup' })).toBe('รับเอง');
    expect(translate('context-test:ship', { context: 'van' })).toBe('ส่ง');
  });

  it('reports a key shown raw, and not a text given a default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translate('common:noSuchText')).toBe('noSuchText');
    expect(translate('common:noSuchTextEither', { defaultValue: 'ค่าเริ่มต้น' })).toBe('ค่าเริ่มต้น');
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      `${MISSING_TEXT}: common:noSuchText (th)`,
    ]);
  });
});

describe('languages loaded', () => {
  it('loads no English texts on a Thai visit, and takes English as the fallback once it is in', async () => {
    // A fresh instance: the set-up loaded English for the other tests.
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.initI18n('th');
    const read = vi.spyOn(backendOf(fresh.i18n), 'read');
    read.mockImplementation((lng, _ns, done) =>
      done(null, lng === 'th' ? { both: 'ทั้งสอง' } : { both: 'Both', onlyEnglish: 'English only' }),
    );
    const reads = () => read.mock.calls.map((call) => `${call[0]}/${call[1]}`);
    await fresh.loadNamespaces('fallback-test');
    expect(reads()).toEqual(['th/fallback-test']);
    expect(fresh.translate('fallback-test:both')).toBe('ทั้งสอง');

    await fresh.setLanguage('en');
    await fresh.setLanguage('th');
    // The switch loaded English for each namespace in use; back in Thai, nothing more loaded.
    expect(reads()).toEqual([
      'th/fallback-test',
      ...['common', 'errors', 'layout', 'pages', 'fallback-test'].map((ns) => `en/${ns}`),
    ]);
    expect(fresh.translate('fallback-test:both')).toBe('ทั้งสอง');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fresh.translate('fallback-test:onlyEnglish')).toBe('English only');
  });
});
