// SWR options every feature's data hooks use. The API clients never throw, so a hook's fetcher
// decides what a failure is; retrying is the feature's choice, and returning to a LINE webview
// should not refetch every list on the page.
import type { SWRConfiguration } from 'swr';

export const swrDefaults = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} satisfies SWRConfiguration;

/** A list answered a page at a time: its rows and how many there are in all. */
export interface TotalPage {
  Data: readonly unknown[];
  Total: number;
}

/**
 * The key of page `index` of a list paged by `size` that answers its Total: `[...key, skip]`, or
 * null past the last page, or when `key` is null (nothing to ask for yet). For `useSWRInfinite`.
 */
export const totalPageKey =
  (key: readonly unknown[] | null, size: number) =>
  (index: number, previous: TotalPage | null) =>
    !key || (previous && (index * size >= previous.Total || previous.Data.length === 0)) ? null : [...key, index * size];
