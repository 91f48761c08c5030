import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerNamespace, setLanguage, useTranslation, type TFunction } from './index';

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
