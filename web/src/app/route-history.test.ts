import { beforeEach, describe, expect, it } from 'vitest';
import { previousPath, recordNavigation, resetRouteHistory } from './route-history';

describe('route history', () => {
  beforeEach(() => resetRouteHistory());

  it('has no previous page on the first page of the visit', () => {
    recordNavigation('/product', 'POP');
    expect(previousPath()).toBeNull();
  });

  it('remembers the page before a push', () => {
    recordNavigation('/', 'POP');
    recordNavigation('/product', 'PUSH');
    expect(previousPath()).toBe('/');
  });

  it('replaces the current page without adding one', () => {
    recordNavigation('/line_hook', 'POP');
    recordNavigation('/', 'REPLACE');
    expect(previousPath()).toBeNull();
  });

  it('steps back on a back navigation', () => {
    recordNavigation('/', 'POP');
    recordNavigation('/product', 'PUSH');
    recordNavigation('/product/P1', 'PUSH');
    recordNavigation('/product', 'POP');
    expect(previousPath()).toBe('/');
  });

  it('treats a forward navigation as a new page', () => {
    recordNavigation('/', 'POP');
    recordNavigation('/cart', 'POP');
    expect(previousPath()).toBe('/');
  });
});
