import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { routerWrapper } from '@/test/router-wrapper';
import { useTagDetail } from './use-tag-detail';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
const tag = { TagId: 7, Name: 'VIP', Members: 1, Reachable: 1 };
const api = vi.hoisted(() => ({
  useTag: vi.fn(),
  useTagCustomers: vi.fn((_id: number | null, kind: string, text: string) => ({ data: { Data: [], kind, text } })),
  changeMembers: vi.fn(),
  renameTag: vi.fn(),
  deleteTag: vi.fn(),
  LoadError: class extends Error {},
}));
vi.mock('../api/broadcast-api', () => api);
const confirm = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('../components/confirm', () => ({ confirm }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });
const failed = (message: string) => Promise.resolve({ ok: false as const, error: { message } });
const render = () => {
  const { wrapper, where } = routerWrapper('/en/merchant/tag/7');
  return { ...renderHook(() => useTagDetail(7), { wrapper }), where };
};

beforeEach(() => {
  vi.clearAllMocks();
  api.useTag.mockReturnValue({ data: tag });
});

describe('useTagDetail', () => {
  it('searches only when asked, and adds pasted codes then clears them', async () => {
    api.changeMembers.mockReturnValue(ok({ Changed: 2 }));
    const { result } = render();
    act(() => result.current.setSearch('C00'));
    expect(api.useTagCustomers).toHaveBeenLastCalledWith(7, 'search', '');
    act(() => result.current.runSearch());
    expect(api.useTagCustomers).toHaveBeenLastCalledWith(7, 'search', 'C00');
    act(() => result.current.setCodes('C0001, C0002'));
    expect(result.current.pasted).toEqual(['C0001', 'C0002']);
    await act(() => result.current.addCodes());
    expect(api.changeMembers).toHaveBeenCalledWith(7, 'add', ['C0001', 'C0002']);
    expect(result.current.codes).toBe('');
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'success' });
  });

  it('shows why a change failed and keeps the pasted codes', async () => {
    api.changeMembers.mockReturnValue(failed('Unknown customer'));
    const { result } = render();
    act(() => result.current.setCodes('X1'));
    await act(() => result.current.addCodes());
    expect(result.current.problem).toBe('Unknown customer');
    expect(result.current.codes).toBe('X1');
  });

  it('renames with a trimmed name and ignores an empty one', async () => {
    api.renameTag.mockReturnValue(ok(tag));
    const { result } = render();
    act(() => result.current.setName('  '));
    await act(() => result.current.rename());
    expect(api.renameTag).not.toHaveBeenCalled();
    act(() => result.current.setName(' Gold '));
    await act(() => result.current.rename());
    expect(api.renameTag).toHaveBeenCalledWith(7, 'Gold');
    expect(result.current.name).toBeNull();
  });

  it('deletes after a confirmation and goes back to the tag list', async () => {
    api.deleteTag.mockReturnValue(ok({}));
    const { result, where } = render();
    confirm.mockResolvedValueOnce(false);
    await act(() => result.current.remove());
    expect(api.deleteTag).not.toHaveBeenCalled();
    await act(() => result.current.remove());
    expect(api.deleteTag).toHaveBeenCalledWith(tag);
    expect(where()).toBe('/en/merchant/tag');
  });
});
