// A list chosen in a popup: its label, what is chosen (each removable) and the Choose button.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PickerPopup, type PickerItem } from './picker-popup';
import styles from './promotions.module.css';

interface ChosenFieldProps<T> {
  label: string;
  popupTitle: string;
  testId: string;
  chosen: readonly T[];
  toItem: (value: T) => PickerItem;
  load: (text: string) => Promise<T[]>;
  onChange: (chosen: T[]) => void;
}

export function ChosenField<T>({ label, popupTitle, testId, chosen, toItem, load, onChange }: ChosenFieldProps<T>) {
  const { t } = useTranslation('merchantPromotions');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.field} data-testid={testId}>
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <span>{label}</span>
        <Button size="small" onClick={() => setOpen(true)} aria-label={`${t('field.choose')}: ${label}`}>
          {t('field.choose')}
        </Button>
      </div>
      <div className={styles.row}>
        {chosen.length === 0 ? <span className={styles.muted}>{t('field.none')}</span> : null}
        {chosen.map((value) => {
          const item = toItem(value);
          return (
            <Tag key={item.key} fill="outline" color="primary">
              {item.label}{' '}
              <button
                type="button"
                aria-label={t('field.remove', { name: item.label })}
                style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                onClick={() => onChange(chosen.filter((other) => toItem(other).key !== item.key))}
              >
                ×
              </button>
            </Tag>
          );
        })}
      </div>
      <PickerPopup
        visible={open}
        title={popupTitle}
        testId={`${testId}-popup`}
        load={load}
        toItem={toItem}
        chosen={chosen}
        onClose={() => setOpen(false)}
        onDone={(picked) => {
          onChange(picked);
          setOpen(false);
        }}
      />
    </div>
  );
}
