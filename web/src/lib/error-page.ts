// The error page as state, so code outside React (the API client's 500 handling) can show it the
// way the specification's `showError` does. The app renders it over the current layout and clears it
// on the next navigation.
import { proxy } from 'valtio';

export interface AppError {
  statusCode: number;
  /** Already translated. */
  message: string;
}

export const errorPageStore = proxy<{ error: AppError | null }>({ error: null });

export function showErrorPage(error: AppError): void {
  errorPageStore.error = { statusCode: error.statusCode, message: error.message };
}

export function clearErrorPage(): void {
  if (errorPageStore.error !== null) errorPageStore.error = null;
}
