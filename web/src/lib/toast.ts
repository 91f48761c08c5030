// One place for toasts, with the durations of the specification: 2 s by default, 30 s for API
// errors (and 1 s where a caller asks, like the add-to-cart toast). antd-mobile's Toast brings its
// animation library with it, so it is loaded on the first toast, not with the first page.
import { TOAST_API_ERROR_MS, TOAST_DEFAULT_MS } from '@eorder/shared';
import type Toast from 'antd-mobile/es/components/toast';
import { ensureAntdRender } from './antd-imperative';

export { TOAST_API_ERROR_MS, TOAST_DEFAULT_MS };

export type ToastKind = 'info' | 'success' | 'fail';

export interface ToastOptions {
  durationMs?: number;
  kind?: ToastKind;
}

type ToastModule = { default: typeof Toast };

let toastModule: Promise<ToastModule> | undefined;

function loadToast(): Promise<ToastModule> {
  toastModule ??= Promise.all([import('antd-mobile/es/components/toast'), ensureAntdRender()])
    .then(([module]) => module)
    .catch((error: unknown) => {
      // Allow a later toast to try again (a chunk that failed once may load after a reconnect).
      toastModule = undefined;
      throw error;
    });
  return toastModule;
}

/** Shows a toast. Never throws: a toast that cannot load is logged with its text. */
export function showToast(content: string, options: ToastOptions = {}): void {
  const { durationMs = TOAST_DEFAULT_MS, kind = 'info' } = options;
  loadToast()
    .then(({ default: toast }) => {
      toast.show({
        content,
        duration: durationMs,
        icon: kind === 'info' ? undefined : kind,
        // A 30 s error toast must not block the page underneath.
        maskClickable: true,
      });
    })
    .catch((error: unknown) => console.error(`Toast could not be shown: ${content}`, error));
}

/** The body `Message` of an API error, shown for 30 s. */
export function showApiErrorToast(message: string): void {
  showToast(message, { durationMs: TOAST_API_ERROR_MS, kind: 'fail' });
}

export function clearToasts(): void {
  if (!toastModule) return;
  void toastModule.then(({ default: toast }) => toast.clear()).catch(() => undefined);
}
