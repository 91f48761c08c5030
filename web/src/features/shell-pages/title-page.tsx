import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageTitle } from '@/components/page-title';
import type { PathName } from '@/config/paths';

/**
 * A page that exists in the router with its layout, guard and translated title, and whose content
 * a later issue builds. `issue` names that issue (for readers of the code; not shown).
 */
export function titlePage(name: PathName, issue: string): ComponentType {
  function TitlePage() {
    const { t } = useTranslation('pages');
    const { t: tc } = useTranslation('common');
    return (
      <section className="eo-shell-page" data-testid={`page-${name}`} data-issue={issue}>
        <PageTitle title={t(`title.${name}`)} />
        <p className="eo-shell-page-note">{tc('comingSoon')}</p>
      </section>
    );
  }
  TitlePage.displayName = `TitlePage(${name})`;
  return TitlePage;
}

/** The pages of one area, by route name. */
export type PageModule = Partial<Record<PathName, ComponentType>>;
