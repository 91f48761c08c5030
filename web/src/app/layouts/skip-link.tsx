import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * First focusable element: jumps over the navigation to the page. Handled in script because with
 * a `<base href>` a bare '#main' link would resolve against the base and leave the page.
 */
export function SkipLink() {
  const { t } = useTranslation('layout');
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a className="eo-skip-link" href="#main" onClick={jump}>
      {t('skipToContent')}
    </a>
  );
}
