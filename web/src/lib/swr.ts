// SWR options every feature's data hooks use. The API clients never throw, so a hook's fetcher
// decides what a failure is; retrying is the feature's choice, and returning to a LINE webview
// should not refetch every list on the page.
import type { SWRConfiguration } from 'swr';

export const swrDefaults = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} satisfies SWRConfiguration;
