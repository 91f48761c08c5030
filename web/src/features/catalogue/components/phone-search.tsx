// The search field of the phone pages (the phone top bar has no room for one): the same
// suggestions as the desktop search box, and a search for the typed text on submit.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import styles from './catalogue.module.css';
import { SearchAutocomplete } from './search-autocomplete';

export function PhoneSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(localePath(paths.product.href(undefined, { p: text.trim() })));
  };

  return (
    <form role="search" className={`eo-search ${styles.phoneSearch}`} onSubmit={submit} data-testid="phone-search">
      <SearchAutocomplete
        value={text}
        onValueChange={setText}
        className="eo-search-input"
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchPlaceholder')}
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className="eo-search-button">
        {t('search')}
      </button>
    </form>
  );
}
