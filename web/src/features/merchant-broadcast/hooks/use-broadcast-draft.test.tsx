import { act, renderHook } from '@testing-library/react';
import { routerWrapper } from '@/test/router-wrapper';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStaffSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBroadcastDraft } from './use-broadcast-draft';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/resize-image', () => ({ resizeImage: (file: File) => Promise.resolve(file) }));
const api = vi.hoisted(() => ({ previewBroadcast: vi.fn(), createBroadcast: vi.fn(), uploadBroadcastImage: vi.fn() }));
vi.mock('../api/broadcast-api', () => api);
const confirm = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('../components/confirm', () => ({ confirm }));

const { wrapper, where } = routerWrapper('/merchant/broadcast/create?tag=7');
const render = () => renderHook(() => useBroadcastDraft(), { wrapper });
const audience = { Reachable: 12, Customers: 15, Skipped: 3, Batches: 1 };
const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, data });

beforeEach(() => {
  vi.clearAllMocks();
  setStaffSession({ user: null, role: 3, dists: [], selectedDist: 'DC01' });
});

describe('useBroadcastDraft', () => {
  it('starts on the tag of the link and shows the problems only after a preview was asked', async () => {
    const { result } = render();
    expect(result.current.draft.tagId).toBe('7');
    expect(result.current.showsProblem('title')).toBe(false);
    await act(() => result.current.look());
    expect(result.current.showsProblem('title')).toBe(true);
    expect(api.previewBroadcast).not.toHaveBeenCalled();
    act(() => result.current.edit({ title: 'Sale' }));
    expect(result.current.showsProblem('title')).toBe(false);
  });

  it('previews a ready draft, and drops the preview on the next edit', async () => {
    api.previewBroadcast.mockReturnValueOnce(ok({ Audience: audience, Messages: [] }));
    const { result } = render();
    act(() => result.current.edit({ title: 'Sale', text: 'Ten percent off' }));
    await act(() => result.current.look());
    expect(result.current.preview?.Audience.Reachable).toBe(12);
    act(() => result.current.edit({ text: 'Twenty percent off' }));
    expect(result.current.preview).toBeNull();
  });

  it('sends after the confirmation and opens the broadcast', async () => {
    api.previewBroadcast.mockReturnValueOnce(ok({ Audience: audience, Messages: [] }));
    api.createBroadcast.mockReturnValueOnce(ok({ Id: 31 }));
    const { result } = render();
    act(() => result.current.edit({ title: ' Sale ', text: 'Ten percent off' }));
    await act(() => result.current.send());
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Sale'));
    expect(api.createBroadcast).toHaveBeenCalledWith(expect.anything(), 'DC01');
    expect(showToast).toHaveBeenCalledWith(expect.any(String), { kind: 'success' });
    expect(where()).toMatch(/\/31$/);
  });

  it('sends nothing when the merchant does not confirm, and shows a refused upload', async () => {
    api.previewBroadcast.mockReturnValueOnce(ok({ Audience: audience, Messages: [] }));
    confirm.mockResolvedValueOnce(false);
    api.uploadBroadcastImage.mockResolvedValueOnce({ ok: false, error: { message: 'Too large' } });
    const { result } = render();
    act(() => result.current.edit({ title: 'Sale', text: 'Ten percent off' }));
    await act(() => result.current.send());
    expect(api.createBroadcast).not.toHaveBeenCalled();
    await act(() => result.current.uploadPicture(new File(['x'], 'a.png')));
    expect(result.current.message).toBe('Too large');
    expect(result.current.busy).toBe(false);
  });
});
