import { describe, expect, it } from 'vitest';
import type { Survey } from '@eorder/shared';
import { answersOf, choicesFromText, emptyValues, problemsOf } from './survey-form';

const survey: Survey = {
  SurveyId: 1,
  SaleUnit: 'DC01',
  CustomerType: null,
  Title: 'เยี่ยมร้าน',
  Active: true,
  UpdatedAt: '2026-01-01T00:00:00.000Z',
  Questions: [
    { QuestionId: 11, Kind: 'YESNO', Text: 'มีตู้แช่ไหม', Required: true, Choices: [] },
    { QuestionId: 12, Kind: 'NUMBER', Text: 'ชั้นวาง (เมตร)', Required: false, Choices: [] },
    { QuestionId: 13, Kind: 'CHOICE', Text: 'วางตรงไหน', Required: false, Choices: ['หน้าร้าน', 'ในร้าน'] },
  ],
};

describe('the survey form', () => {
  it('starts empty and sends skipped questions as null', () => {
    const values = emptyValues(survey);
    expect(values).toEqual({ 11: '', 12: '', 13: '' });
    expect(answersOf(survey, { ...values, 11: 'Y', 12: ' 2.5 ' })).toEqual([
      { QuestionId: 11, Value: 'Y' },
      { QuestionId: 12, Value: '2.5' },
      { QuestionId: 13, Value: null },
    ]);
  });

  it('names a missing required answer and a number that is not one', () => {
    expect(problemsOf(survey, { 11: '', 12: 'สิบ', 13: '' })).toEqual({ 11: 'required', 12: 'number' });
    expect(problemsOf(survey, { 11: 'N', 12: '10', 13: 'ในร้าน' })).toEqual({});
  });

  it('reads choices one a line without blanks or repeats', () => {
    expect(choicesFromText(' หน้าร้าน\n\nในร้าน\nหน้าร้าน \n')).toEqual(['หน้าร้าน', 'ในร้าน']);
  });
});
