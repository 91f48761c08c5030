import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { showToast } from '@/lib/toast';
import { isDialogOpen, uiStore } from '@/lib/ui-store';
import { center, onCall, staffUser } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { MerchantCenterPicker, openMerchantCenterPicker } from '../index';
import { chooseStaffDist, savedStaffDist, sessionStore, setStaffSession } from '@/lib/session';
import { act } from 'react';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

const dists = [
  { ...center('D1', 'ศูนย์บางนา'), FullAddress: 'Bang Na, Bangkok' },
  { ...center('D2', 'ศูนย์เชียงใหม่'), FullAddress: 'Chiang Mai' },
  { ...center('D3', 'Korat Center'), FullAddress: 'Nakhon Ratchasima' },
];

describe('MerchantCenterPicker', () => {
  it('shows nothing until the dialog is opened', () => {
    setStaffSession({ user: staffUser, role: 1, dists, selectedDist: 'D2' });
    render(<MerchantCenterPicker />);
    expect(screen.queryByTestId('merchant-center-picker')).toBeNull();
  });

  it('shows a center photo through the bff, or the first letter of its name', async () => {
    setStaffSession({ user: staffUser, role: 1, dists: [{ ...center('D1', 'ศูนย์บางนา'), PHOTO_PATH: '/files/centers/D1.png' }, ...dists.slice(1)], selectedDist: 'D1' });
    render(<MerchantCenterPicker />);
    act(() => openMerchantCenterPicker());
    await screen.findByTestId('merchant-center-picker');
    const photos = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(photos).toEqual(['api/customer/files/centers/D1.png']);
  });

  it('lists the centers, current first, searches them, and stores the choice', async () => {
    setStaffSession({ user: staffUser, role: 1, dists, selectedDist: 'D2' });
    render(<MerchantCenterPicker />);
    act(() => openMerchantCenterPicker());
    const dialog = await screen.findByTestId('merchant-center-picker');
    expect(within(dialog).getByRole('heading', { name: 'เลือกศูนย์จัดจำหน่าย' })).toBeTruthy();
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names[0]).toContain('ศูนย์เชียงใหม่');

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'ค้นหาศูนย์จัดจำหน่าย' }), { target: { value: 'korat' } });
    expect(within(dialog).queryByText('ศูนย์บางนา')).toBeNull();
    fireEvent.click(within(dialog).getByText('Korat Center'));

    expect(sessionStore.staff?.selectedDist).toBe('D3');
    expect(readCookie('st_user_dist')).toBe('D3');
    expect(showToast).toHaveBeenCalledWith('เปลี่ยนเป็น Korat Center แล้ว', { kind: 'success' });
    expect(isDialogOpen(uiStore, 'merchant-dc-picker')).toBe(false);
  });

  it('saves the provisional center when the staff member chooses it, so the picker does not open again', async () => {
    // Start-up picked the first center provisionally and opened the picker: nothing saved yet.
    expect(readCookie('st_user_dist')).toBeFalsy();
    vi.mocked(showToast).mockClear();
    setStaffSession({ user: staffUser, role: 1, dists, selectedDist: 'D1' });
    render(<MerchantCenterPicker />);
    act(() => openMerchantCenterPicker());
    const dialog = await screen.findByTestId('merchant-center-picker');
    // The focus moved into the dialog as it opened.
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(within(dialog).getByText('ศูนย์บางนา'));

    expect(sessionStore.staff?.selectedDist).toBe('D1');
    expect(readCookie('st_user_dist')).toBe('D1');
    expect(chooseStaffDist(dists, savedStaffDist(dists), false)).toEqual({ selected: 'D1', openPicker: false });
    // Nothing changed, so no "changed to" toast.
    expect(showToast).not.toHaveBeenCalled();
    expect(isDialogOpen(uiStore, 'merchant-dc-picker')).toBe(false);
  });

  it("says so when no center matches, in the specification's words", async () => {
    setStaffSession({ user: staffUser, role: 1, dists, selectedDist: 'D1' });
    render(<MerchantCenterPicker visible onClose={() => undefined} />);
    const dialog = await screen.findByTestId('merchant-center-picker');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'ค้นหาศูนย์จัดจำหน่าย' }), { target: { value: 'zzz' } });
    expect(within(dialog).getByRole('status').textContent).toBe('ไม่พบร้านค้า กรุณาลองค้นหาด้วยคำอื่น');
  });

  it('loads the centers again when start-up could not', async () => {
    setStaffSession({ user: staffUser, role: 1, dists: [], selectedDist: null });
    onCall('merchant', 'GET', 'authen/user/dcs', { status: 200, body: dists });
    render(<MerchantCenterPicker visible onClose={() => undefined} />);
    expect(await screen.findByText('Korat Center')).toBeTruthy();
    expect(sessionStore.staff?.selectedDist).toBe('D1');
  });
});
