import { describe, expect, it, vi } from 'vitest';
import { authRoutes } from './index';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

describe('authRoutes', () => {
  it.each(Object.entries(authRoutes))('%s loads a page module usable by React.lazy and the router', async (_name, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
    expect(module.Component).toBe(module.default);
  });
});
