import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { Dropdown } from '@/components/dropdown';
import { GlobeIcon } from '@/components/icons';
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

/** Thai/English menu of the desktop top bar; keeps the page. */
export function LanguageMenu() {
  const { t } = useTranslation('layout');
  const links = useLanguageLinks();
  const current = links.find((link) => link.current);
  return (
    <Dropdown
      label={t('language')}
      testId="language-menu"
      trigger={
        <>
          <GlobeIcon size={18} />
          <span>{current?.label}</span>
        </>
      }
    >
      {(close) => (
        <ul className="eo-menu-list">
          {links.map((link) => (
            <li key={link.lang}>
              <Link
                to={link.href}
                lang={link.lang}
                aria-current={link.current ? 'true' : undefined}
                className="eo-menu-item"
                onClick={close}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
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
          aria-current={link.current ? 'true' : undefined}
          className={link.current ? 'eo-language-current' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
