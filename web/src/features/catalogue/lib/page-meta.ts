// The document title and the meta tags a shared link is previewed with (description, Open Graph,
// Twitter card). Tags the page adds are removed when it leaves, and tags it changed get their old
// content back, so the next page does not inherit a product's preview.
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string | null;
  /** Absolute or base-relative picture URL. */
  image?: string | null;
  /** The page's canonical URL. */
  url?: string | null;
  type?: 'product' | 'website' | 'article';
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

const DESCRIPTION_MAX = 200;

/** Plain, single-line text of at most 200 characters. */
export function metaDescription(text: string | null | undefined): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > DESCRIPTION_MAX ? `${plain.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : plain;
}

/** The tags for a page, by attribute and key. */
export function metaTags(meta: PageMeta, siteName: string, baseUrl: string): [MetaKey, string][] {
  const absolute = (value: string | null | undefined) => {
    if (!value) return null;
    try {
      return new URL(value, baseUrl).toString();
    } catch {
      return null;
    }
  };
  const description = metaDescription(meta.description);
  const image = absolute(meta.image);
  const url = absolute(meta.url);
  const tags: [MetaKey, string][] = [
    [{ attribute: 'property', key: 'og:title' }, meta.title],
    [{ attribute: 'property', key: 'og:type' }, meta.type ?? 'website'],
    [{ attribute: 'property', key: 'og:site_name' }, siteName],
    [{ attribute: 'name', key: 'twitter:card' }, image ? 'summary_large_image' : 'summary'],
    [{ attribute: 'name', key: 'twitter:title' }, meta.title],
  ];
  if (description) {
    tags.push([{ attribute: 'name', key: 'description' }, description]);
    tags.push([{ attribute: 'property', key: 'og:description' }, description]);
    tags.push([{ attribute: 'name', key: 'twitter:description' }, description]);
  }
  if (image) {
    tags.push([{ attribute: 'property', key: 'og:image' }, image]);
    tags.push([{ attribute: 'name', key: 'twitter:image' }, image]);
  }
  if (url) tags.push([{ attribute: 'property', key: 'og:url' }, url]);
  return tags;
}

/** Applies the tags to the document; answers the function that undoes it. */
export function applyPageMeta(meta: PageMeta, siteName: string, doc: Document = document): () => void {
  const undo: (() => void)[] = [];
  const previousTitle = doc.title;
  doc.title = meta.title ? `${meta.title} | ${siteName}` : siteName;
  undo.push(() => {
    doc.title = previousTitle;
  });
  for (const [{ attribute, key }, content] of metaTags(meta, siteName, doc.baseURI)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (element) {
      const previous = element.getAttribute('content');
      const existing = element;
      undo.push(() => {
        if (previous === null) existing.removeAttribute('content');
        else existing.setAttribute('content', previous);
      });
    } else {
      element = doc.createElement('meta');
      element.setAttribute(attribute, key);
      doc.head.appendChild(element);
      const created = element;
      undo.push(() => created.remove());
    }
    element.setAttribute('content', content);
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Keeps the page's title and meta tags while it is shown. */
export function usePageMeta(meta: PageMeta | null, siteName: string): void {
  const { title = '', description = null, image = null, url = null, type = 'website' } = meta ?? {};
  const active = meta !== null;
  useEffect(() => {
    if (!active) return undefined;
    return applyPageMeta({ title, description, image, url, type }, siteName);
  }, [active, title, description, image, url, type, siteName]);
}
