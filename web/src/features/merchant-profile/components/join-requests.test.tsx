// The join requests section with a fake API: a grant is confirmed, sent for that center and member,
// and the request leaves the list; a cancelled confirmation sends nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { CALL_PATHS } from '@eorder/shared';
import { calls, onCall } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { JoinRequests } from './join-requests';

const confirm = vi.fn<() => Promise<boolean>>();
vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));
vi.mock('@/lib/antd-imperative', () => ({ ensureAntdRender: () => Promise.resolve() }));
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { confirm: () => confirm() } }));

setupAuthTests();
afterEach(cleanup);

const request = {
  StaffUserId: 42,
  SaleUnit: 'DC01',
  DIST_NAME: 'ศูนย์หนึ่ง',
  DisplayName: 'มานะ ขยัน',
  MobileNo: '0977000101',
  Email: null,
  RequestedAt: '2026-01-02T03:04:05.000Z',
};
const fresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <JoinRequests />
    </SWRConfig>,
  );

describe('JoinRequests', () => {
  beforeEach(() => {
    let waiting = [request];
    onCall('merchant', 'GET', CALL_PATHS.joinRequestList, () => ({ status: 200, body: { Requests: waiting } }));
    onCall('merchant', 'POST', '/api/merchant/joinrequests/DC01/42', () => {
      waiting = [];
      return { status: 200, body: { status: 200, Granted: true } };
    });
  });

  it('grants after the confirmation and drops the request', async () => {
    confirm.mockResolvedValue(true);
    fresh();
    expect(await screen.findByText('มานะ ขยัน')).toBeTruthy();
    expect(screen.getByText(/ขอเข้าร่วม ศูนย์หนึ่ง/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'อนุมัติ' }));
    await waitFor(() => expect(screen.getByText('ไม่มีคำขอเข้าร่วมที่รออยู่')).toBeTruthy());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ Grant: true });
    expect(sent?.path).toBe('/api/merchant/joinrequests/DC01/42');
  });

  it('sends nothing when the refusal is not confirmed', async () => {
    confirm.mockResolvedValue(false);
    fresh();
    fireEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธ' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByText('มานะ ขยัน')).toBeTruthy();
  });
});
