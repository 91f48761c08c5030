// Rich text from our own ordering API, cleaned again here (see `sanitize-html.ts`) before React puts
// it in the page. Links to pages of this site stay in the app (and in the reader's language).
import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocalePath } from '@/config/paths';
import { imageUrl } from '@/lib/image-url';
import { sanitizeHtml } from '../lib/sanitize-html';
import styles from './content.module.css';

/** A site path of a cleaned link ('product?x=1', relative to the base path), or null. */
export function internalPath(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (href === '' || href.startsWith('#') || anchor.target === '_blank' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  return `/${href.replace(/^\.?\/+/, '')}`;
}

export function RichText({ html, className, testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [clean, setClean] = useState('');
  useEffect(() => {
    // The cleaner loads on first use; a late answer for an older `html` is dropped.
    let live = true;
    const show = (text: string) => live && setClean(text);
    sanitizeHtml(html, { resolveImage: (src) => (src.startsWith('/files/') ? imageUrl(src) : null) }).then(show, () => show(''));
    return () => {
      live = false;
    };
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    const path = internalPath(anchor);
    if (!path) return;
    event.preventDefault();
    void navigate(localePath(path));
  };

  return (
    <div
      className={`${styles.richText} ${className ?? ''}`}
      onClick={onClick}
      data-testid={testId}
      // Only content from our ordering API, cleaned by it and again by sanitizeHtml above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
