// The search field with suggestions. This part is on every customer page (the shell's search box),
// so it is only the field: the suggestions, their call and their texts load the first time the
// field is focused or typed in (`search-suggestions.tsx`).
import { lazy, Suspense, useRef, useState, type InputHTMLAttributes } from 'react';
import styles from './search-box.module.css';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

export interface SearchAutocompleteProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'role'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Called after a suggestion was chosen (the page it opened is already on its way). */
  onPicked?: () => void;
}

export function SearchAutocomplete({ value, onValueChange, onPicked, onFocus, ...inputProps }: SearchAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // 0 until the field is first used; then counts focus and typing for the suggestions panel.
  const [activity, setActivity] = useState(0);
  return (
    <div className={styles.searchWrap}>
      <input
        {...inputProps}
        ref={inputRef}
        type="search"
        value={value}
        autoComplete="off"
        aria-autocomplete="list"
        onChange={(event) => {
          onValueChange(event.target.value);
          setActivity((count) => count + 1);
        }}
        onFocus={(event) => {
          setActivity((count) => count + 1);
          onFocus?.(event);
        }}
      />
      {activity > 0 ? (
        <Suspense fallback={null}>
          <SearchSuggestions inputRef={inputRef} activity={activity} value={value} onValueChange={onValueChange} onPicked={onPicked} />
        </Suspense>
      ) : null}
    </div>
  );
}
