import { AUTOCOMPLETE_CLOSE_DELAY_MS, AUTOCOMPLETE_DEBOUNCE_MS, type AutoCompleteItem } from '@eorder/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { getAutoComplete } from '../api/get-autocomplete';
import { nextActive } from '../lib/suggestions';

type Status = 'idle' | 'loading' | 'done';

export interface SearchSuggestionsProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Counts the field's focus and typing: each change opens the panel. */
  activity: number;
  value: string;
  onValueChange: (value: string) => void;
  onPicked?: () => void;
}

/** The suggestions' state: the debounced term, its answers, the highlighted one, and the field's events. */
export function useSearchSuggestions({ inputRef, activity, value, onValueChange, onPicked }: SearchSuggestionsProps) {
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

  return { listId, showPanel, status, options, term, active, pick };
}
