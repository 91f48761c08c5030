import { useSyncExternalStore } from 'react';

/** Phones are narrower than this (the specification's phone layout). */
export const PHONE_MAX_WIDTH_PX = 767.98;

/** Follows a CSS media query; false where matchMedia does not exist. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

/** True on a phone-sized screen (< 768 px). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Whether the screen is phone-sized now, outside React (false where matchMedia does not exist). */
export function isPhoneScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}
