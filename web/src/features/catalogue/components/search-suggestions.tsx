// The search box's suggestions (GET_MASTER_DATA/GetAutoComplete), loaded on the field's first use;
// a suggestion naming one product opens it, any other searches for its text.
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { useSearchSuggestions, type SearchSuggestionsProps } from '../hooks/use-search-suggestions';
import '../i18n/search';
import { highlightParts } from '../lib/highlight';
import { suggestionLabels } from '../lib/suggestions';
import styles from './search-suggestions.module.css';

// The props and the pure helpers live beside the hook and in lib; they stay importable from here.
export type { SearchSuggestionsProps };
export { nextActive, suggestionLabels } from '../lib/suggestions';

function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { t } = useTranslation('catalogue-search');
  const lang = useLang();
  const { listId, showPanel, status, options, term, active, pick } = useSearchSuggestions(props);

  if (!showPanel) return null;
  return (
    <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.panel} data-testid="search-suggestions">
      {status === 'loading' ? (
        <li role="presentation" className={styles.panelNote}>
          {t('loading')}
        </li>
      ) : options.length === 0 ? (
        <li role="presentation" className={styles.panelNote}>
          {t('notFound', { term })}
        </li>
      ) : (
        options.map((item, index) => {
          const labels = suggestionLabels(item, lang);
          return (
            <li
              key={`${item.Text}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The highlight splits the text into pieces; the name is read as one.
              aria-label={labels.secondary ? `${labels.primary} (${labels.secondary})` : labels.primary}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <Highlighted text={labels.primary} term={term} />
              {labels.secondary ? (
                <span className={styles.optionSecondary}>
                  <Highlighted text={labels.secondary} term={term} />
                </span>
              ) : null}
            </li>
          );
        })
      )}
    </ul>
  );
}

export default SearchSuggestions;
