import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, readSurveyNumber } from './survey-answers.js';
import type { SurveyQuestion } from './survey.schema.js';

const q = (QuestionId: number, Kind: SurveyQuestion['Kind'], Required = false, Choices: string[] = []): SurveyQuestion => ({
  QuestionId,
  Kind,
  Text: `Q${QuestionId}`,
  Required,
  Choices,
});
const questions = [q(1, 'YESNO', true), q(2, 'CHOICE', false, ['หน้าร้าน', 'ในร้าน']), q(3, 'NUMBER'), q(4, 'TEXT')];

describe('checkSurveyAnswers', () => {
  it('keeps the values in the survey order, normalised, and skipped ones as null', () => {
    const result = checkSurveyAnswers(questions, [
      { QuestionId: 3, Value: '1,250.5' },
      { QuestionId: 1, Value: 'y' },
      { QuestionId: 4, Value: '  ' },
    ]);
    expect(result).toEqual({
      ok: true,
      answers: [
        { question: questions[0], value: 'Y' },
        { question: questions[1], value: null },
        { question: questions[2], value: '1250.5' },
        { question: questions[3], value: null },
      ],
    });
  });

  it('refuses a missing required answer, a wrong kind and an unknown question', () => {
    const result = checkSurveyAnswers(questions, [
      { QuestionId: 2, Value: 'หลังร้าน' },
      { QuestionId: 3, Value: '12abc' },
      { QuestionId: 99, Value: 'x' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { questionId: 1, problem: 'required' },
        { questionId: 2, problem: 'choice' },
        { questionId: 3, problem: 'number' },
        { questionId: 99, problem: 'unknown' },
      ]),
    );
  });

  it('refuses a yes/no answer that is neither', () => {
    const result = checkSurveyAnswers([q(1, 'YESNO')], [{ QuestionId: 1, Value: 'maybe' }]);
    expect(result).toEqual({ ok: false, problems: [{ questionId: 1, problem: 'yesno' }] });
  });
});

describe('readSurveyNumber', () => {
  it.each([
    ['12', '12'],
    ['-3.25', '-3.25'],
    ['1,000', '1000'],
    ['1.234', null],
    ['1e5', null],
    ['2000000000', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(readSurveyNumber(text)).toBe(expected);
  });
});
