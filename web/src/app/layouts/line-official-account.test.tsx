import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDcsAnswer, CustomerUser } from '@eorder/shared';
import type { ApiResult } from '@/lib/api';
import { setCustomer, setLineOrigin } from '@/lib/session';
import { resetSessionStore } from '@/lib/session';
import { getCustomerDcs } from '@/features/centers/api/get-customer-dcs';
import { ActiveCenterOfficialAccountPrompt } from './line-official-account';

vi.mock('@/features/centers/api/get-customer-dcs', () => ({ getCustomerDcs: vi.fn() }));
vi.mock('@/features/line', () => ({
  LineOfficialAccountPrompt: (props: { saleUnit: string; centerName?: string; officialAccountUrl: string }) => (
    <p data-testid="prompt">{`${props.saleUnit} ${props.centerName ?? '-'} ${props.officialAccountUrl}`}</p>
  ),
}));

const customer = { CUSTOMERCODE: 'C0001', CUSTOMERNAME: 'ร้านสมใจ', SALEUNIT: 'DC01', ActiveDC: 'DC03', ActiveDCName: 'ศูนย์ขอนแก่น', userRole: 'CUSTOMER' } as CustomerUser;
const centers: CustomerDcsAnswer = {
  Customer: [
    { SaleUnit: 'DC01', DIST_NAME: 'ศูนย์กรุงเทพ', LineChannel: null },
    { SaleUnit: 'DC03', DIST_NAME: 'ศูนย์ขอนแก่น', LineChannel: { url_line_oa: 'https://line.me/R/ti/p/@dsgdc03' } },
  ],
  All: [],
};

const answer = (data: CustomerDcsAnswer | null): ApiResult<CustomerDcsAnswer> =>
  data
    ? { ok: true, status: 200, statusText: 'OK', data, headers: new Headers() }
    : { ok: false, status: 0, statusText: '', data: null, headers: new Headers(), error: { kind: 'network', message: 'offline' } };

beforeEach(() => {
  resetSessionStore();
  vi.mocked(getCustomerDcs).mockResolvedValue(answer(centers));
});
afterEach(() => resetSessionStore());

describe('the official-account prompt of the active center', () => {
  it('asks nothing and loads nothing outside LINE', () => {
    setCustomer(customer);
    render(<ActiveCenterOfficialAccountPrompt />);
    // render() ran the effects: nothing was asked for.
    expect(screen.queryByTestId('prompt')).toBeNull();
    expect(getCustomerDcs).not.toHaveBeenCalled();
  });

  it("inside LINE hands the prompt the active center's name and official account", async () => {
    setCustomer(customer);
    setLineOrigin({ fromLine: true });
    render(<ActiveCenterOfficialAccountPrompt />);
    expect(await screen.findByTestId('prompt')).toHaveProperty('textContent', 'DC03 ศูนย์ขอนแก่น https://line.me/R/ti/p/@dsgdc03');
  });

  it('stays quiet for a center without an official account, or when the centers cannot load', async () => {
    setCustomer({ ...customer, ActiveDC: 'DC01', ActiveDCName: 'ศูนย์กรุงเทพ' });
    setLineOrigin({ fromLine: true });
    const { unmount } = render(<ActiveCenterOfficialAccountPrompt />);
    await waitFor(() => expect(getCustomerDcs).toHaveBeenCalled());
    expect(screen.queryByTestId('prompt')).toBeNull();
    unmount();

    vi.mocked(getCustomerDcs).mockResolvedValue(answer(null));
    setCustomer(customer);
    render(<ActiveCenterOfficialAccountPrompt />);
    await waitFor(() => expect(getCustomerDcs).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('prompt')).toBeNull();
  });
});
