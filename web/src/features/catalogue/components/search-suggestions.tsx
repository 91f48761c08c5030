// The suggestions of the search box (GET_MASTER_DATA/GetAutoComplete): 500 ms after typing stops,
// up to 10 suggestions in a panel at most 300 px high, the typed part highlighted, and the
// specification's empty message with the term. The panel closes 200 ms after the field loses focus
// (time for a click on a suggestion to land). A suggestion that names one product opens it; any
// other searches for its text.
//
// Loaded the first time the search field is used; it listens to the field the shell renders.
import { AUTOCOMPLETE_CLOSE_DELAY_MS, AUTOCOMPLETE_DEBOUNCE_MS, type AutoCompleteItem } from '@eorder/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { getAutoComplete } from '../api/get-autocomplete';
import '../i18n/search';
import { highlightParts } from '../lib/highlight';
import styles from './search-suggestions.module.css';

type Status = 'idle' | 'loading' | 'done';

export interface SearchSuggestionsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Counts the field's focus and typing: each change opens the panel. */
  activity: number;
  value: string;
  onValueChange: (value: string) => void;
  onPicked?: () => void;
}

function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlightParts(text, term).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** The names a suggestion shows: the reader's language first, the other below when different. */
export function suggestionLabels(item: AutoCompleteItem, lang: 'th' | 'en'): { primary: string; secondary: string | null } {
  const mine = (lang === 'en' ? item.EN : item.TH) ?? null;
  const other = (lang === 'en' ? item.TH : item.EN) ?? null;
  const primary = mine?.trim() || item.Text;
  const secondary = other?.trim() && other.trim() !== primary ? other.trim() : null;
  return { primary, secondary };
}

/** The highlighted suggestion after an arrow key: -1 is the field itself, and the ends wrap. */
export function nextActive(index: number, step: 1 | -1, count: number): number {
  const next = index + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

export function SearchSuggestions({ inputRef, activity, value, onValueChange, onPicked }: SearchSuggestionsProps) {
  const { t } = useTranslation('catalogue-search');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [items, setItems] = useState<AutoCompleteItem[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  // The field was focused or typed in (the first time is what mounted this panel).
  useEffect(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  }, [activity]);

  // Debounce: the term follows the text 500 ms after the last key.
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(value.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    if (term === '') {
      setItems([]);
      setStatus('idle');
      return undefined;
    }
    const controller = new AbortController();
    setStatus('loading');
    void getAutoComplete(term, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setItems(result.ok ? result.data : []);
      setActive(-1);
      setStatus('done');
    });
    return () => controller.abort();
  }, [term]);

  const typed = value.trim();
  const showPanel = open && typed !== '' && term !== '' && status !== 'idle';
  const options = showPanel && status === 'done' ? items : [];

  const pick = (item: AutoCompleteItem) => {
    setOpen(false);
    setActive(-1);
    const code = typeof item.P_Code === 'string' && item.P_Code.trim() !== '' ? item.P_Code.trim() : null;
    if (code) {
      void navigate(localePath(paths.productDetail.href({ code })));
    } else {
      onValueChange(item.Text);
      void navigate(localePath(paths.product.href(undefined, { p: item.Text })));
    }
    inputRef.current?.blur();
    onPicked?.();
  };

  // The field belongs to the shell: its events are listened to here, and its ARIA state kept.
  const latest = useRef({ showPanel, options, active, pick });
  latest.current = { showPanel, options, active, pick };
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onBlur = () => {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setOpen(false), AUTOCOMPLETE_CLOSE_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (now.showPanel && now.options.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const step: 1 | -1 = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => nextActive(index, step, now.options.length));
        return;
      }
      const chosen = now.options[now.active];
      if (event.key === 'Enter' && now.showPanel && chosen) {
        event.preventDefault();
        now.pick(chosen);
        return;
      }
      if (event.key === 'Escape') setOpen(false);
    };
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(closeTimer.current);
    };
  }, [inputRef]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (showPanel) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (showPanel && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, showPanel, active, listId]);

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
