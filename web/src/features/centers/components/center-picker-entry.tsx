// The active distribution center, and the way to the picker where switching is offered (desktop top
// bar, drawer, phone home). Small: the picker itself loads when it opens.
import { inLang } from '@/lib/localized-name';
import { useLang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { openCenterPicker } from '../lib/dialogs';
import { switchingAllowed } from '../lib/switching';
import styles from './center-entry.module.css';

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
        fill="currentColor"
      />
    </svg>
  );
}

export function CenterPickerEntry({ variant = 'inline' }: { variant?: 'inline' | 'block' | 'drawer' }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const lang = useLang();
  const user = session.customer;
  if (session.status !== 'ready' || !user) return null;
  const name = inLang(user.ActiveDCName ?? user.SALEUNIT_NAME, user.ActiveDCNameEN, lang) || user.ActiveDC || user.SALEUNIT || '';
  if (!name) return null;
  const allowed = switchingAllowed(session);
  const label = `${t('switchDistributionCenter')}: ${name}`;
  return (
    <button
      type="button"
      className={`${styles.entry} ${variant === 'inline' ? '' : styles.entryBlock} ${variant === 'drawer' ? styles.entryDrawer : ''}`}
      onClick={allowed ? openCenterPicker : undefined}
      disabled={!allowed}
      aria-label={allowed ? label : name}
      title={name}
      data-testid="center-entry"
    >
      <PinIcon />
      <span className={styles.entryName}>{name}</span>
      {allowed ? (
        <span className={styles.entryChange} aria-hidden="true">
          ▾
        </span>
      ) : null}
    </button>
  );
}
