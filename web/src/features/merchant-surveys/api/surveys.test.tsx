// The answers' pages with a fake API that pages by cursor as the ordering API does: 10 a page,
// "more" follows the cursor, and a refresh after a filling is kept brings the new filling to the
// top (of this mount and of any other mount of the same customer), with no filling twice or lost.
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CALL_PATHS } from '@eorder/shared';
import { calls, onCall } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { SurveyAnswers } from '../components/survey-answers';
import { useSurveyResponsePages } from './surveys';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

const filling = (id: number) => ({
  ResponseId: id,
  SurveyId: 7,
  Title: `Visit ${id}`,
  SaleUnit: 'DC01',
  CustomerCode: 'C1',
  StaffName: null,
  CreateDate: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  Answers: [],
});

let kept: number[] = [];
beforeEach(() => {
  kept = Array.from({ length: 23 }, (_, i) => i + 1);
  onCall('merchant', 'GET', CALL_PATHS.surveyResponses, (_body, query) => {
    const before = query.before === undefined ? Infinity : Number(query.before);
    const older = kept.filter((id) => id < before).sort((a, b) => b - a);
    const page = older.slice(0, 10);
    return {
      status: 200,
      body: {
        Customer: { Code: 'C1', CUSTOMERNAME: 'Test shop', SaleUnit: 'DC01', TypeCode: null },
        Data: page.map(filling),
        Total: kept.length,
        Next: older.length > 10 ? (page[page.length - 1] ?? null) : null,
      },
    };
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
  </MemoryRouter>
);
const ids = (answers: { ResponseId: number }[]) => answers.map((a) => a.ResponseId);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe('useSurveyResponsePages', () => {
  it('reads 10 a page by the cursor, then refreshes from the first page after a filling', async () => {
    const { result } = renderHook(() => useSurveyResponsePages('C1', 'DC01'), { wrapper });
    await waitFor(() => expect(ids(result.current.answers)).toEqual(range(23, 14)));
    expect(result.current.hasMore).toBe(true);
    expect(calls.at(-1)?.query).toMatchObject({ CustomerCode: 'C1', saleUnit: 'DC01' });
    expect(calls.at(-1)?.query?.before).toBeUndefined();

    await act(() => result.current.more());
    await waitFor(() => expect(ids(result.current.answers)).toEqual(range(23, 4)));
    expect(calls.some((call) => call.query?.before === 14)).toBe(true);

    // The merchant keeps a filling: the refresh shows it at the top, every other one once.
    kept.push(24);
    await act(() => result.current.refresh());
    await waitFor(() => expect(ids(result.current.answers)).toEqual(range(24, 5)));
    expect(result.current.total).toBe(24);

    await act(() => result.current.more());
    await waitFor(() => expect(ids(result.current.answers)).toEqual(range(24, 1)));
    expect(result.current.hasMore).toBe(false);
  });

  it("shows the new filling at the top of the answers list when another mount refreshes (the survey page's save)", async () => {
    function Saver() {
      const { refresh } = useSurveyResponsePages('C1', 'DC01');
      return (
        <button type="button" onClick={() => void refresh()}>
          saved
        </button>
      );
    }
    render(
      <>
        <Saver />
        <SurveyAnswers customerCode="C1" saleUnit="DC01" />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getAllByTestId('survey-response')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'ดูคำตอบเพิ่มเติม' }));
    await waitFor(() => expect(screen.getAllByTestId('survey-response')).toHaveLength(20));

    kept.push(24);
    fireEvent.click(screen.getByRole('button', { name: 'saved' }));
    await waitFor(() => expect(within(screen.getAllByTestId('survey-response')[0] as HTMLElement).getByText('Visit 24')).toBeTruthy());
    const titles = screen.getAllByTestId('survey-response').map((node) => within(node).getByText(/^Visit /).textContent);
    expect(titles).toEqual(range(24, 5).map((id) => `Visit ${id}`));
    expect(screen.getByText('ทำแบบสำรวจแล้ว 24 ครั้ง')).toBeTruthy();
  });
});
