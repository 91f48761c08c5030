// Remembers the in-app pages of this visit, so the back button knows whether there is a page to
// go back to (the specification sends a visitor who arrived from outside to home instead).
import { useEffect } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';

const stack: string[] = [];

/** Records a navigation; exported for tests. */
export function recordNavigation(path: string, type: NavigationType | 'POP' | 'PUSH' | 'REPLACE'): void {
  if (stack.length === 0) {
    stack.push(path);
    return;
  }
  if (type === 'REPLACE') {
    stack[stack.length - 1] = path;
  } else if (type === 'POP') {
    // Back: the previous entry is the new page. Forward (or an unknown jump): a new top.
    if (stack.length >= 2 && stack[stack.length - 2] === path) stack.pop();
    else if (stack[stack.length - 1] !== path) stack.push(path);
  } else if (stack[stack.length - 1] !== path) {
    stack.push(path);
  }
}

/** The page before the current one in this visit, or null when the visit started here. */
export function previousPath(): string | null {
  return stack.length >= 2 ? (stack[stack.length - 2] ?? null) : null;
}

export function resetRouteHistory(): void {
  stack.length = 0;
}

/** Keeps the record; mounted once under the router. */
export function useRouteHistoryRecorder(): void {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    recordNavigation(location.pathname + location.search, type);
  }, [location.pathname, location.search, location.key, type]);
}
