// The wizard's popups (products, customers, customers left out, store types, customer types): a
// search box, a list to tick, Done. What is ticked is kept across searches.
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './promotions.module.css';

export interface PickerItem {
  key: string;
  label: string;
  detail?: string | null;
}

interface PickerPopupProps<T> {
  visible: boolean;
  title: string;
  /** Loads the choices for a search text (static lists filter themselves). */
  load: (text: string) => Promise<T[]>;
  toItem: (value: T) => PickerItem;
  chosen: readonly T[];
  onClose: () => void;
  onDone: (chosen: T[]) => void;
  testId: string;
}

export function PickerPopup<T>({ visible, title, load, toItem, chosen, onClose, onDone, testId }: PickerPopupProps<T>) {
  const { t } = useTranslation('merchantPromotions');
  const titleId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<Map<string, T>>(new Map());

  useEffect(() => {
    if (visible) setPicked(new Map(chosen.map((value) => [toItem(value).key, value])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picked set resets when the popup opens, not on every parent render
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setFailed(false);
    load(query).then(
      (found) => live && setItems(found),
      () => {
        if (live) {
          setItems([]);
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [visible, query, load]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const toggle = (value: T, on: boolean) => {
    const key = toItem(value).key;
    setPicked((previous) => {
      const next = new Map(previous);
      if (on) next.set(key, value);
      else next.delete(key);
      return next;
    });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      <div className={styles.popup} role="dialog" aria-labelledby={titleId} data-testid={testId}>
        <div className={styles.filters}>
          <h2 id={titleId} style={{ margin: 0, fontSize: 17 }}>
            {title}
          </h2>
          <input
            className={styles.search}
            type="search"
            value={text}
            placeholder={t('popup.search')}
            aria-label={t('popup.search')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ul className={styles.popupList}>
          {items?.map((value) => {
            const item = toItem(value);
            return (
              <li key={item.key} className={styles.popupItem}>
                <Checkbox checked={picked.has(item.key)} onChange={(on) => toggle(value, on)}>
                  {item.label}
                  {item.detail ? <span className={styles.muted}> · {item.detail}</span> : null}
                </Checkbox>
              </li>
            );
          })}
          {items && items.length === 0 ? <li className={styles.muted}>{failed ? t('popup.loadFailed') : t('popup.noResults')}</li> : null}
        </ul>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('popup.cancel')}</Button>
          <Button color="primary" onClick={() => onDone([...picked.values()])}>
            {t('popup.done')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
