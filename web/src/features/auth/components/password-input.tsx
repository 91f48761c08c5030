import { Input, type InputProps } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import '../i18n';
import styles from './auth-page.module.css';

/** A password field with a show/hide switch (people on phones mistype hidden passwords). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Input {...props} type={visible ? 'text' : 'password'} style={{ flex: 1 }} />
      <button
        type="button"
        className={styles.linkButton}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('action.hidePassword') : t('action.showPassword')}
      </button>
    </div>
  );
}
