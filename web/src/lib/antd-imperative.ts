// Call `await ensureAntdRender()` before any imperative antd-mobile call (Toast.show, Dialog.show,
// ImageViewer.show...). It loads on the first such call: most first pages show none.
let ready: Promise<void> | undefined;

export function ensureAntdRender(): Promise<void> {
  ready ??= import('./antd-render').then(({ installAntdRender }) => installAntdRender()).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
