import { Popup } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CloseIcon } from '@/components/icons';
import { CategoryTree } from '@/features/catalogue';
import { CenterPickerEntry } from '@/features/centers';
import { closeDrawer } from '@/lib/ui-store';
import { LanguageSwitch } from './language-switch';

/** The drawer itself; loaded by `CategoryDrawer` the first time it opens. */
export default function CategoryDrawerView({ open, showLanguage }: { open: boolean; showLanguage: boolean }) {
  const { t } = useTranslation('layout');
  const closeButton = useRef<HTMLButtonElement>(null);

  // Keyboard users land in the drawer and leave it with Escape.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Popup
      visible={open}
      position="left"
      onMaskClick={closeDrawer}
      onClose={closeDrawer}
      bodyClassName="eo-drawer"
      aria-label={t('categories')}
    >
      <div className="eo-drawer-header">
        <h2 className="eo-drawer-title">{t('categories')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="eo-icon-button"
          aria-label={t('close', { ns: 'common' })}
          onClick={closeDrawer}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="eo-drawer-body" data-testid="category-drawer">
        <CenterPickerEntry variant="drawer" />
        <CategoryTree onNavigate={closeDrawer} />
      </div>
      {showLanguage && (
        <div className="eo-drawer-footer">
          <LanguageSwitch />
        </div>
      )}
    </Popup>
  );
}
