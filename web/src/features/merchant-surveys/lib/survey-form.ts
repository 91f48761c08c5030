// The survey form's rules, apart from its components: the values a filling starts with, the
// answers it sends, and the editor's choices written one a line.
import { checkSurveyAnswers, type Survey, type SurveyAnswerInput, type SurveyAnswerProblem } from '@eorder/shared';

/** The form's values by question id ('' until answered). */
export type SurveyValues = Record<number, string>;

export const emptyValues = (survey: Survey): SurveyValues =>
  Object.fromEntries(survey.Questions.map((q) => [q.QuestionId, '']));

export const answersOf = (survey: Survey, values: SurveyValues): SurveyAnswerInput[] =>
  survey.Questions.map((q) => ({ QuestionId: q.QuestionId, Value: (values[q.QuestionId] ?? '').trim() || null }));

/** The problems of the values by question id, checked as the API checks them. */
export function problemsOf(survey: Survey, values: SurveyValues): Record<number, SurveyAnswerProblem> {
  const checked = checkSurveyAnswers(survey.Questions, answersOf(survey, values));
  return checked.ok ? {} : Object.fromEntries(checked.problems.map((p) => [p.questionId, p.problem]));
}

/** The editor's choices: one a line, trimmed, blanks and repeats left out. */
export const choicesFromText = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

/** A key for one filling, so a retry after a lost answer keeps one filling. */
export const newClientRef = (): string => crypto.randomUUID();
