import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Dropdown } from '@/components/dropdown';
import { GlobeIcon } from '@/components/icons';
import { useLanguageLinks } from './language-switch';

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
