// A memory router around a hook under test (renderHook's wrapper), starting at `url`, with the
// address it navigated to last, for hooks that open another page.
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export function routerWrapper(url: string) {
  const at = { path: url };
  function Where() {
    const location = useLocation();
    at.path = `${location.pathname}${location.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<>{children}<Where /></>} />
      </Routes>
    </MemoryRouter>
  );
  return { wrapper, where: () => at.path };
}
