import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { SearchAutocomplete } from '@/features/catalogue/shell';

/**
 * The product search box: a controlled input that opens `/product?p=`, with the catalogue's
 * suggestions (GET_MASTER_DATA/GetAutoComplete, debounced 500 ms).
 */
export function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const location = useLocation();
  const [params] = useSearchParams();
  const onProductList = stripLangPrefix(location.pathname) === paths.product.pattern;
  const fromUrl = onProductList ? (params.get('p') ?? '') : '';
  const [text, setText] = useState(fromUrl);

  // Follow the URL when it changes under the box (back button, a category link).
  useEffect(() => setText(fromUrl), [fromUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = text.trim();
    void navigate(localePath(paths.product.href(undefined, { p })));
  };

  return (
    <form role="search" className="eo-search" onSubmit={submit}>
      <SearchAutocomplete
        className="eo-search-input"
        value={text}
        onValueChange={setText}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchPlaceholder')}
        enterKeyHint="search"
        maxLength={200}
        data-testid="search-input"
      />
      <button type="submit" className="eo-search-button">
        {t('search')}
      </button>
    </form>
  );
}
