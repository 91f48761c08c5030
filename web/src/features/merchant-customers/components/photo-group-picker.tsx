// The photo groups of the customer's type, as radio chips: the photo is stored in the chosen one.
import { useTranslation } from '@/lib/i18n';
import styles from './merchant-customers.module.css';

interface Props {
  groups: { Code: string; PictureName: string }[] | undefined;
  group: string | null;
  onPick: (code: string) => void;
}

export function PhotoGroupPicker({ groups, group, onPick }: Props) {
  const { t } = useTranslation('merchantCustomers');
  return (
    <div className={styles.card} role="radiogroup" aria-label={t('capture.group')}>
      <span className={styles.muted}>{t('capture.group')}</span>
      <div className={styles.chips}>
        {groups?.map((item) => (
          <button
            key={item.Code}
            type="button"
            role="radio"
            className={styles.chip}
            data-testid={`capture-group-${item.Code}`}
            aria-checked={item.Code === group}
            aria-pressed={item.Code === group}
            onClick={() => onPick(item.Code)}
          >
            {item.PictureName}
          </button>
        ))}
      </div>
    </div>
  );
}
