import { useTranslation } from '@/lib/i18n';
import { Dropdown } from '@/components/dropdown';
import { UserIcon } from '@/components/icons';
import { openMerchantCenterPicker } from '@/features/auth';
import { getRuntimeConfig } from '@/lib/config';
import { logoutMerchant, useShellSession } from '../session';

export function MerchantAccountMenu() {
  const { t } = useTranslation('layout');
  const { staff } = useShellSession();
  const { flags } = getRuntimeConfig();
  const canSwitch = flags.enableMultiDC && flags.enableChangeDist;
  return (
    <Dropdown
      label={t('accountMenu')}
      testId="merchant-account-menu"
      trigger={
        <>
          <UserIcon size={20} />
          <span className="eo-account-name">{staff?.name ?? t('myAccount')}</span>
        </>
      }
    >
      {(close) => (
        <ul className="eo-menu-list">
          {staff?.name && <li className="eo-menu-note eo-menu-name">{staff.name}</li>}
          {staff?.distName && <li className="eo-menu-note">{staff.distName}</li>}
          {canSwitch && (
            <li>
              <button
                type="button"
                className="eo-menu-item"
                onClick={() => {
                  close();
                  openMerchantCenterPicker();
                }}
              >
                {t('switchDistributionCenter')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className="eo-menu-item"
              data-testid="merchant-logout"
              onClick={() => {
                close();
                void logoutMerchant();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
