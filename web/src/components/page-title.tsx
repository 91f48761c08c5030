import { useEffect } from 'react';
import { getRuntimeConfig } from '@/lib/config';

/** Sets the document title to '{title} | {company}' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const { companyName, companyCode } = getRuntimeConfig();
    document.title = title ? `${title} | ${companyName || companyCode}` : companyName || companyCode;
  }, [title]);
}

/** The page's heading (one per page) and document title. */
export function PageTitle({ title, visuallyHidden = false }: { title: string; visuallyHidden?: boolean }) {
  useDocumentTitle(title);
  return <h1 className={visuallyHidden ? 'eo-visually-hidden' : 'eo-page-title'}>{title}</h1>;
}
