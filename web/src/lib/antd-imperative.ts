// Call `await ensureAntdRender()` before any imperative antd-mobile call (Toast.show, Dialog.show,
// ImageViewer.show...). main.tsx starts it at boot, so it is normally done long before.
let ready: Promise<void> | undefined;

export function ensureAntdRender(): Promise<void> {
  ready ??= import('./antd-render').then(({ installAntdRender }) => installAntdRender()).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
