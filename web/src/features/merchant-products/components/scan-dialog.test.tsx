// The scan dialog with a fake API and a stand-in camera: an unknown barcode (the API's empty answer)
// says not found and offers a new scan; a lookup that failed says so and looks the same code up again.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_PATHS } from '@eorder/shared';
import { calls, onCall } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { ScanDialog } from './scan-dialog';
import '../i18n';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
// The camera reads one code when its button is pressed.
vi.mock('./barcode-scanner', () => ({
  default: ({ onResult }: { onResult: (text: string) => void }) => (
    <button type="button" onClick={() => onResult('2000000000015')}>
      camera
    </button>
  ),
}));

setupAuthTests();
afterEach(cleanup);

const lookups = () => calls.filter((call) => call.path.includes(CALL_PATHS.merchantProductItems.replace(/^\//, '')));
const open = vi.fn();
const show = () => render(<ScanDialog visible saleUnit="DC01" onClose={() => undefined} onOpen={open} />);

describe('ScanDialog', () => {
  it('says not found for an unknown barcode and offers a new scan', async () => {
    onCall('merchant', 'POST', CALL_PATHS.merchantProductItems, { status: 200, body: [] });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'camera' }));
    expect(await screen.findByText('ไม่พบสินค้า')).toBeTruthy();
    expect(screen.getByText('ไม่พบสินค้าที่มีบาร์โค้ด 2000000000015')).toBeTruthy();
    expect(screen.queryByText(/ค้นหาบาร์โค้ด .* ไม่สำเร็จ/)).toBeNull();
    expect(lookups()[0]?.body).toMatchObject({ saleUnit: 'DC01', barcode: '2000000000015', take: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'สแกนอีกครั้ง' }));
    expect(await screen.findByRole('button', { name: 'camera' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', { status: 500, body: { Message: 'boom', IsExceptionHandler: true } }],
    ['a network failure', { status: 0, network: true }],
    ['an expired session', { status: 401, body: { Message: 'Unauthorized' } }],
  ])('says the lookup failed after %s and retries the same code', async (_name, reply) => {
    onCall('merchant', 'POST', CALL_PATHS.merchantProductItems, reply);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'camera' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ค้นหาบาร์โค้ด 2000000000015 ไม่สำเร็จ');
    expect(screen.queryByText('ไม่พบสินค้า')).toBeNull();

    onCall('merchant', 'POST', CALL_PATHS.merchantProductItems, { status: 200, body: [{ P_Code: 'P1', PRODUCTNAME: 'One' }] });
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('P1'));
    expect(lookups()).toHaveLength(2);
    expect(lookups()[1]?.body).toMatchObject({ barcode: '2000000000015' });
    open.mockClear();
  });
});
