// The survey components with a fake API: a customer's answers as the customer's page shows them,
// and a filling that names a missing required answer before anything is sent.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CALL_PATHS, type Survey } from '@eorder/shared';
import { callNames, onCall } from '@/test/auth/fake-api';
import { setupAuthTests } from '@/test/auth/environment';
import { SurveyAnswers } from '../index';
import { SurveyFillForm } from './survey-fill-form';

vi.mock('@/lib/api', async () => (await import('@/test/auth/fake-api')).fakeApiModule);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

setupAuthTests();
afterEach(cleanup);

const fresh = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>
    </MemoryRouter>,
  );

const survey: Survey = {
  SurveyId: 7,
  SaleUnit: 'DC01',
  CustomerType: null,
  Title: 'เยี่ยมร้าน',
  Active: true,
  UpdatedAt: '2026-01-01T00:00:00.000Z',
  Questions: [
    { QuestionId: 1, Kind: 'YESNO', Text: 'มีตู้แช่ไหม', Required: true, Choices: [] },
    { QuestionId: 2, Kind: 'NUMBER', Text: 'ชั้นวาง (เมตร)', Required: false, Choices: [] },
  ],
};

describe('SurveyAnswers', () => {
  it("shows each filling with its questions, yes/no in words and skipped answers marked", async () => {
    onCall('merchant', 'GET', CALL_PATHS.surveyResponses, {
      status: 200,
      body: {
        Customer: { Code: 'C1', CUSTOMERNAME: 'ร้านป้าศรี', SaleUnit: 'DC01', TypeCode: null },
        Total: 1,
        Next: null,
        Data: [
          {
            ResponseId: 3,
            SurveyId: 7,
            Title: 'เยี่ยมร้าน',
            SaleUnit: 'DC01',
            CustomerCode: 'C1',
            StaffName: 'สมชาย',
            CreateDate: '2026-01-02T03:04:05.000Z',
            Answers: [
              { QuestionId: 1, Kind: 'YESNO', Text: 'มีตู้แช่ไหม', Value: 'Y' },
              { QuestionId: 2, Kind: 'NUMBER', Text: 'ชั้นวาง (เมตร)', Value: null },
            ],
          },
        ],
      },
    });
    fresh(<SurveyAnswers customerCode="C1" saleUnit="DC01" />);
    const response = await screen.findByTestId('survey-response');
    expect(within(response).getByText('เยี่ยมร้าน')).toBeTruthy();
    expect(within(response).getByText('ใช่')).toBeTruthy();
    expect(within(response).getByText('ไม่ได้ตอบ')).toBeTruthy();
    expect(within(response).getByText(/โดย สมชาย/)).toBeTruthy();
  });

  it('says so when nothing was answered yet', async () => {
    onCall('merchant', 'GET', CALL_PATHS.surveyResponses, {
      status: 200,
      body: { Customer: { Code: 'C2', CUSTOMERNAME: 'x', SaleUnit: 'DC01', TypeCode: null }, Total: 0, Data: [], Next: null },
    });
    fresh(<SurveyAnswers customerCode="C2" saleUnit="DC01" />);
    expect(await screen.findByText('ยังไม่เคยทำแบบสำรวจ')).toBeTruthy();
  });
});

describe('SurveyFillForm', () => {
  it('names the missing required answer, then sends the answers once it is given', async () => {
    const sent: unknown[] = [];
    onCall('merchant', 'POST', CALL_PATHS.surveyFill, (body) => {
      sent.push(body);
      return { status: 200, body: { ResponseId: 9, SurveyId: 7, Title: 'เยี่ยมร้าน', SaleUnit: 'DC01', CustomerCode: 'C1', StaffName: null, CreateDate: '2026-01-02T00:00:00.000Z', Answers: [] } };
    });
    const onDone = vi.fn();
    fresh(<SurveyFillForm survey={survey} customerCode="C1" saleUnit="DC01" onDone={onDone} />);
    fireEvent.click(screen.getByTestId('survey-submit'));
    expect(await screen.findByText('กรุณาตอบคำถามนี้')).toBeTruthy();
    expect(callNames().filter((c) => c.includes('survey'))).toEqual([]);

    fireEvent.click(screen.getByLabelText('ใช่'));
    fireEvent.change(screen.getByLabelText('ชั้นวาง (เมตร)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('survey-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(sent).toEqual([
      expect.objectContaining({ SurveyId: 7, CustomerCode: 'C1', SaleUnit: 'DC01', Answers: [{ QuestionId: 1, Value: 'Y' }, { QuestionId: 2, Value: '2.5' }] }),
    ]);
  });
});
