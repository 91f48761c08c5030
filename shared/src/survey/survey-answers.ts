import { SURVEY_LIMITS, type SurveyAnswerInput, type SurveyQuestion } from './survey.schema.js';

/** Why an answer is refused. */
export type SurveyAnswerProblem = 'required' | 'yesno' | 'choice' | 'number' | 'unknown';

/** The stored form of one answer, or null when the question was skipped. */
export interface CheckedAnswer {
  question: SurveyQuestion;
  value: string | null;
}

/** A number answer: at most two decimals, within the limit; '1,250.5' is read as 1250.5. */
export function readSurveyNumber(text: string): string | null {
  const plain = text.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  if (!Number.isFinite(value) || Math.abs(value) > SURVEY_LIMITS.numberAbs) return null;
  return String(value);
}

/**
 * Checks a filling against the survey's questions: every required question answered, each value
 * of its kind, no answer to a question the survey does not have. Answers the stored values in
 * the survey's order, or the problems by question id (0 for an answer to an unknown question).
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswerInput[],
): { ok: true; answers: CheckedAnswer[] } | { ok: false; problems: { questionId: number; problem: SurveyAnswerProblem }[] } {
  const given = new Map<number, string | null>();
  const problems: { questionId: number; problem: SurveyAnswerProblem }[] = [];
  const known = new Set(questions.map((q) => q.QuestionId));
  for (const answer of answers) {
    if (!known.has(answer.QuestionId)) problems.push({ questionId: answer.QuestionId, problem: 'unknown' });
    const text = answer.Value?.trim() ?? '';
    given.set(answer.QuestionId, text === '' ? null : text);
  }
  const checked: CheckedAnswer[] = [];
  for (const question of questions) {
    const raw = given.get(question.QuestionId) ?? null;
    if (raw === null) {
      if (question.Required) problems.push({ questionId: question.QuestionId, problem: 'required' });
      checked.push({ question, value: null });
      continue;
    }
    let value: string | null = raw;
    if (question.Kind === 'YESNO') {
      value = raw.toUpperCase() === 'Y' || raw.toUpperCase() === 'N' ? raw.toUpperCase() : null;
      if (value === null) problems.push({ questionId: question.QuestionId, problem: 'yesno' });
    } else if (question.Kind === 'CHOICE') {
      if (!question.Choices.includes(raw)) {
        value = null;
        problems.push({ questionId: question.QuestionId, problem: 'choice' });
      }
    } else if (question.Kind === 'NUMBER') {
      value = readSurveyNumber(raw);
      if (value === null) problems.push({ questionId: question.QuestionId, problem: 'number' });
    }
    checked.push({ question, value });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers: checked };
}
