// One survey filled on a phone at the customer's shop: each question by its kind, the problems
// shown beside the question before anything is sent.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { Survey, SurveyQuestion } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { fillSurvey } from '../api/surveys';
import { answersOf, emptyValues, newClientRef, problemsOf, type SurveyValues } from '../lib/survey-form';
import '../i18n';
import styles from './surveys.module.css';

interface QuestionInputProps {
  question: SurveyQuestion;
  value: string;
  onChange: (value: string) => void;
}

function QuestionInput({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation('merchantSurveys');
  const name = `q-${question.QuestionId}`;
  if (question.Kind === 'YESNO' || question.Kind === 'CHOICE') {
    const options = question.Kind === 'YESNO' ? [['Y', t('form.yes')], ['N', t('form.no')]] : question.Choices.map((c) => [c, c]);
    return (
      <div className={styles.choices} role="radiogroup" aria-label={question.Text}>
        {options.map(([key, label]) => (
          <label key={key} className={styles.choice}>
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key ?? '')} />
            {label}
          </label>
        ))}
      </div>
    );
  }
  if (question.Kind === 'NUMBER') {
    return (
      <input
        className={styles.input}
        inputMode="decimal"
        aria-label={question.Text}
        placeholder={t('form.numberPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <textarea
      className={styles.input}
      rows={2}
      maxLength={500}
      aria-label={question.Text}
      placeholder={t('form.textPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface SurveyFillFormProps {
  survey: Survey;
  customerCode: string;
  saleUnit: string;
  onDone: (saved: boolean) => void;
}

export function SurveyFillForm({ survey, customerCode, saleUnit, onDone }: SurveyFillFormProps) {
  const { t } = useTranslation('merchantSurveys');
  const [values, setValues] = useState<SurveyValues>(() => emptyValues(survey));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  // One key per opened form: a second tap after a lost answer keeps one filling.
  const [clientRef] = useState(newClientRef);
  const problems = problemsOf(survey, values);

  async function submit() {
    setShown(true);
    if (Object.keys(problems).length > 0) {
      showToast(t('form.fix'), { kind: 'fail' });
      return;
    }
    setBusy(true);
    const result = await fillSurvey({ SurveyId: survey.SurveyId, CustomerCode: customerCode, SaleUnit: saleUnit, ClientRef: clientRef, Answers: answersOf(survey, values) });
    setBusy(false);
    if (result.ok) {
      showToast(t('form.saved'), { kind: 'success' });
      onDone(true);
    }
  }

  return (
    <form
      className={styles.card}
      data-testid="survey-fill-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.title}>{survey.Title}</h2>
      {survey.Questions.map((question) => {
        const problem = shown ? problems[question.QuestionId] : undefined;
        return (
          <div key={question.QuestionId} className={styles.label}>
            <span>
              {question.Text} {question.Required ? <span className={styles.muted}>({t('form.required')})</span> : null}
            </span>
            <QuestionInput
              question={question}
              value={values[question.QuestionId] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [question.QuestionId]: value }))}
            />
            {problem ? (
              <span className={styles.error} role="alert">
                {t(`form.problem.${problem}`)}
              </span>
            ) : null}
          </div>
        );
      })}
      <div className={styles.row}>
        <Button type="submit" color="primary" loading={busy} data-testid="survey-submit">
          {t('form.submit')}
        </Button>
        <Button type="button" fill="outline" onClick={() => onDone(false)}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
