import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackIcon, MenuIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { useBack } from './use-back';

export interface MobileTopBarProps {
  /** The page title; the logo shows when absent. */
  title?: string;
  /** Show the back button (else the menu button when `onMenu` is given). */
  showBack?: boolean;
  onMenu?: () => void;
  menuLabel?: string;
  right?: ReactNode;
}

/** The phone top bar, 56 px high: back (or menu), title or logo, and the actions on the right. */
export function MobileTopBar({ title, showBack = true, onMenu, menuLabel, right }: MobileTopBarProps) {
  const { t } = useTranslation('common');
  const back = useBack();
  return (
    <header className="eo-mobile-top-bar" data-testid="mobile-top-bar">
      <div className="eo-mobile-top-bar-side">
        {showBack ? (
          <button type="button" className="eo-icon-button" aria-label={t('back')} onClick={back} data-testid="back-button">
            <BackIcon />
          </button>
        ) : onMenu ? (
          <button type="button" className="eo-icon-button" aria-label={menuLabel} onClick={onMenu} data-testid="menu-button">
            <MenuIcon />
          </button>
        ) : null}
      </div>
      <div className="eo-mobile-top-bar-title">
        {title ? <span className="eo-mobile-title-text">{title}</span> : <Logo height={30} />}
      </div>
      <div className="eo-mobile-top-bar-side eo-mobile-top-bar-right">{right}</div>
    </header>
  );
}
