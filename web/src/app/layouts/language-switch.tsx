import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { localizePath, useLang, type Lang } from '@/config/paths';

const LANG_LABEL_KEY: Record<Lang, 'thai' | 'english'> = { th: 'thai', en: 'english' };

/** The same page in the other language: the current path, query and hash, re-prefixed. */
export function useLanguageLinks(): { lang: Lang; href: string; label: string; current: boolean }[] {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const current = useLang();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (['th', 'en'] as const).map((lang) => ({
    lang,
    href: localizePath(here, lang),
    label: t(LANG_LABEL_KEY[lang]),
    current: lang === current,
  }));
}

/** Both languages as plain links (phone drawer, minimal layout). */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const links = useLanguageLinks();
  return (
    <nav className="eo-language-switch" aria-label={t('language')}>
      {links.map((link) => (
        <Link
          key={link.lang}
          to={link.href}
          lang={link.lang}
          translate="no"
          aria-current={link.current ? 'true' : undefined}
          className={link.current ? 'eo-language-current' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
