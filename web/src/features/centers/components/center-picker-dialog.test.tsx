import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { CUSTOMER, GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { setRuntimeConfig } from '@/lib/config';
import { uiStore } from '@/lib/ui-store';
import { CENTER_OFFICIAL_ACCOUNT_DIALOG } from '../lib/dialogs';
import { resetLocation, setGeolocationEnvironment } from '../stores/location-store';
import { CenterPickerDialog } from './center-picker-dialog';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/features/catalogue', async (original) => ({ ...(await original<Record<string, unknown>>()), reloadCatalogueFor: vi.fn(() => Promise.resolve()) }));

const center = (SaleUnit: string, extra: Record<string, unknown> = {}) => ({
  SaleUnit,
  DIST_NAME: `ศูนย์ ${SaleUnit}`,
  DIST_SHORTNAME: `Center ${SaleUnit}`,
  FullAddress: `ที่อยู่ ${SaleUnit}`,
  PHOTO_PATH: null,
  Distance: null,
  ...extra,
});
const all = Array.from({ length: 30 }, (_, index) => center(`DC${String(index + 1).padStart(2, '0')}`));

const Picker = () => <CenterPickerDialog visible onClose={() => undefined} />;
const items = () => screen.queryAllByTestId('center-item').map((item) => item.getAttribute('data-sale-unit'));

beforeEach(() => {
  resetFakeApi();
  resetLocation();
  setGeolocationEnvironment({});
  setRuntimeConfig({});
  setSession(GUEST);
  uiStore.dialogs = {};
  uiStore.loadingCount = 0;
});
afterEach(() => vi.useRealTimers());

describe('the center picker', () => {
  it('lists every center for a guest, 12 at first, the current one first', async () => {
    onCall('GET', 'authen/customer/dcs', ok({ Customer: [], All: all }));
    renderPage(Picker, '/');
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(items()[0]).toBe('DC01');
    expect(within(screen.getAllByTestId('center-item')[0]!).getByText('ศูนย์ปัจจุบัน')).toBeTruthy();
  });

  it('offers a signed-in customer only their own centers', async () => {
    setSession({ ...CUSTOMER, ActiveDC: 'DC05', SALEUNIT: 'DC05' });
    onCall('GET', 'authen/customer/dcs', ok({ Customer: [center('DC02'), center('DC05')], All: all }));
    renderPage(Picker, '/');
    await waitFor(() => expect(items()).toEqual(['DC05', 'DC02']));
  });

  it('searches 500 ms after typing stops and says when nothing matches', async () => {
    onCall('GET', 'authen/customer/dcs', ok({ Customer: [], All: [center('DC01'), center('DC02', { FullAddress: 'เชียงใหม่' }), center('DC03', { DIST_SHORTNAME: 'Chiang Rai' })] }));
    renderPage(Picker, '/');
    await waitFor(() => expect(items()).toHaveLength(3));
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาด้วยรหัส ชื่อ หรือที่อยู่' }), { target: { value: 'chiang' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(items()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(items()).toEqual(['DC03']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาด้วยรหัส ชื่อ หรือที่อยู่' }), { target: { value: 'nowhere' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('ไม่พบศูนย์จัดจำหน่าย กรุณาลองค้นหาด้วยคำอื่น')).toBeTruthy();
  });

  it('asks for the position only on request, then lists nearest first with the distance', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) => success({ coords: { latitude: 13.8, longitude: 100.5 } } as GeolocationPosition));
    setGeolocationEnvironment({ geolocation: { getCurrentPosition }, permissions: { query: () => Promise.resolve({ state: 'prompt' } as PermissionStatus) } });
    onCall('GET', 'authen/customer/dcs', ({ query }) =>
      ok({ Customer: [], All: query ? [center('DC01', { Distance: 3.14 }), center('DC09', { Distance: 12.04 })] : [center('DC01'), center('DC09')] }),
    );
    renderPage(Picker, '/');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('center-nearest'));
    await waitFor(() => expect(screen.getAllByTestId('center-distance').map((node) => node.textContent)).toEqual(['3.1 กม.', '12 กม.']));
    expect(callsTo('GET', 'authen/customer/dcs').at(-1)?.query).toEqual({ lat: 13.8, lng: 100.5 });
  });

  it('switches the session to the chosen center', async () => {
    onCall('GET', 'authen/customer/dcs', ok({ Customer: [], All: all.slice(0, 3) }));
    onCall('GET', 'authen/swapdc/DC03', ok({ ...GUEST, SALEUNIT: 'DC03', ActiveDC: 'DC03', ActiveDCName: 'ศูนย์ DC03' }));
    renderPage(Picker, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'เลือก ศูนย์ DC03' }));
    await waitFor(() => expect(sessionStore.customer?.ActiveDC).toBe('DC03'));
    expect(uiStore.loadingCount).toBe(0);
  });

  it('opens the official-account prompt for a center with one, and does not switch', async () => {
    onCall('GET', 'authen/customer/dcs', ok({ Customer: [], All: [center('DC01'), center('DC07', { LineChannel: { url_line_oa: 'https://line.me/R/ti/p/@dc07' } })] }));
    renderPage(Picker, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'เลือก ศูนย์ DC07' }));
    await waitFor(() => expect(uiStore.dialogs[CENTER_OFFICIAL_ACCOUNT_DIALOG]).toEqual({ url: 'https://line.me/R/ti/p/@dc07', name: 'ศูนย์ DC07' }));
    expect(callsTo('GET', 'authen/swapdc/DC07')).toHaveLength(0);
    expect(sessionStore.customer?.ActiveDC).toBe('DC01');
  });
});
