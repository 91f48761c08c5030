import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, registerNamespace, textsLoad, setLanguage, useTranslation, type TFunction } from './index';

registerNamespace('i18n-hook-test', { th: { greeting: 'สวัสดี {{name}}' }, en: { greeting: 'Hello {{name}}' } });

afterEach(async () => {
  await act(() => setLanguage('th'));
});

describe('useTranslation', () => {
  it('renders in the current language and again when it changes, with a new t only then', async () => {
    const seen = new Set<TFunction>();
    function Greeting() {
      const { t, i18n } = useTranslation('i18n-hook-test');
      useEffect(() => {
        seen.add(t);
      }, [t]);
      return <p lang={i18n.language}>{t('greeting', { name: 'Ann' })}</p>;
    }
    const { rerender } = render(<Greeting />);
    expect(screen.getByText('สวัสดี Ann')).toBeTruthy();
    rerender(<Greeting />);
    expect(seen.size).toBe(1);

    await act(() => setLanguage('en'));
    expect(screen.getByText('Hello Ann').getAttribute('lang')).toBe('en');
    expect(seen.size).toBe(2);
  });
});

describe('texts given as a loader', () => {
  /** A loader the test answers when it wants, counting the calls. */
  function deferredLoader(texts: Record<string, unknown>) {
    let answer: (() => void) | undefined;
    let fail: ((error: Error) => void) | undefined;
    const loader = Object.assign(
      () => {
        loader.calls += 1;
        return new Promise<{ texts: Record<string, unknown> }>((resolve, reject) => {
          answer = () => resolve({ texts });
          fail = reject;
        });
      },
      { calls: 0 },
    );
    return { loader, answer: () => answer?.(), fail: (error: Error) => fail?.(error) };
  }

  function Label({ ns }: { ns: string }) {
    const { t } = useTranslation(ns);
    return <p>{t('label')}</p>;
  }

  it('keeps a component waiting under Suspense until its texts in the language on screen are in', async () => {
    const english = deferredLoader({ label: 'Loaded later' });
    registerNamespace('i18n-lazy-render', { th: { label: 'มาพร้อมโค้ด' }, en: english.loader });
    // Thai comes with the code: no wait, no load of English.
    render(<Label ns="i18n-lazy-render" />);
    expect(screen.getByText('มาพร้อมโค้ด')).toBeTruthy();
    expect(english.loader.calls).toBe(0);
    cleanup();

    const switching = setLanguage('en');
    expect(english.loader.calls).toBe(1);
    english.answer();
    await act(() => switching);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Label ns="i18n-lazy-render" />
      </Suspense>,
    );
    // The language changed only once its texts were in: the first render shows them.
    expect(screen.getByText('Loaded later')).toBeTruthy();
  });

  it('shows the Suspense fallback for a namespace registered while English is on screen, then its texts', async () => {
    await act(() => setLanguage('en'));
    const english = deferredLoader({ label: 'Arrived' });
    registerNamespace('i18n-lazy-late', { th: { label: 'มาถึงแล้ว' }, en: english.loader });
    expect(english.loader.calls).toBe(1);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Label ns="i18n-lazy-late" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      english.answer();
      await textsLoad('en', 'i18n-lazy-late');
    });
    expect(screen.getByText('Arrived')).toBeTruthy();
    expect(english.loader.calls).toBe(1);
  });

  it('tries a failed load again at the next need, and loads each language once', async () => {
    const english = deferredLoader({ label: 'Second try' });
    registerNamespace('i18n-lazy-retry', { th: { label: 'ลองใหม่' }, en: english.loader });
    const first = textsLoad('en', 'i18n-lazy-retry');
    english.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    // Asking again starts a new load.
    expect(textsLoad('en', 'i18n-lazy-retry').status).toBe('pending');

    expect(english.loader.calls).toBe(2);
    english.answer();
    await textsLoad('en', 'i18n-lazy-retry');
    expect(textsLoad('en', 'i18n-lazy-retry').status).toBe('fulfilled');
    expect(textsLoad('th', 'i18n-lazy-retry').status).toBe('fulfilled');
    expect(english.loader.calls).toBe(2);
    expect(i18n.getFixedT('i18n-lazy-retry', 'en')('label')).toBe('Second try');
  });
});
