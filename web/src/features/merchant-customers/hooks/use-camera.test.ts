import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCamera } from './use-camera';

const setMediaDevices = (value: unknown) =>
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });

afterEach(() => setMediaDevices(undefined));

describe('useCamera', () => {
  it('is unavailable where the browser has no camera, or the person refuses it', async () => {
    const { result } = renderHook(() => useCamera());
    expect(result.current.state).toBe('off');
    await act(() => result.current.start());
    expect(result.current.state).toBe('unavailable');
    setMediaDevices({ getUserMedia: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) });
    await act(() => result.current.start());
    expect(result.current.state).toBe('unavailable');
  });

  it('asks for the back camera without sound, and stops it when the page closes', async () => {
    const track = { stop: vi.fn() };
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
    setMediaDevices({ getUserMedia });
    const { result, unmount } = renderHook(() => useCamera());
    await act(() => result.current.start());
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(result.current.state).toBe('live');
    expect(await result.current.snap()).toBeNull();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });
});
