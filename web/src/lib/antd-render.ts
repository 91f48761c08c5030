// antd-mobile 5 renders its imperative UI (Toast, Dialog.show, ...) with the React 18 API unless it
// is told how to render with React 19. Loaded on demand (see `ensureAntdRender`): the shim pulls
// antd-mobile's legacy render helpers, which the first page does not need.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Host = (Element | DocumentFragment) & { __eorderRoot?: Root };

export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const host = container as Host;
    host.__eorderRoot ??= createRoot(host);
    const root = host.__eorderRoot;
    root.render(node);
    return async () => {
      // Let the closing animation's last render finish before unmounting.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__eorderRoot;
    };
  });
}
