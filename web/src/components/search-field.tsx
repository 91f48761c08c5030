import { SearchBar, type SearchBarProps, type SearchBarRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

export type SearchFieldProps = Omit<SearchBarProps, 'placeholder'> & {
  /** What the field searches, as a screen reader announces it; also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
};

/**
 * antd-mobile's search box with its input named by `label`. The library names the input "Search
 * Bar" in every language and puts an `aria-label` prop on its wrapper, so the name is set on the
 * input itself (ADR 115).
 */
export function SearchField({ label, placeholder, ...props }: SearchFieldProps) {
  const ref = useRef<SearchBarRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  });
  return <SearchBar ref={ref} placeholder={placeholder ?? label} {...props} />;
}
