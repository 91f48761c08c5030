// The merchant admin's editor of one survey: title, customer type, in use or not, and questions of
// the four kinds (a choice question's choices one a line).
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { SURVEY_QUESTION_KINDS, type Survey, type SurveyQuestionKind } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { saveSurvey } from '../api/surveys';
import { choicesFromText } from '../lib/survey-form';
import '../i18n';
import styles from './surveys.module.css';

interface DraftQuestion {
  key: number;
  QuestionId?: number;
  Kind: SurveyQuestionKind;
  Text: string;
  Required: boolean;
  choices: string;
}

let nextKey = 1;
const draftOf = (survey: Survey | null): DraftQuestion[] =>
  survey
    ? survey.Questions.map((q) => ({ key: nextKey++, QuestionId: q.QuestionId, Kind: q.Kind, Text: q.Text, Required: q.Required, choices: q.Choices.join('\n') }))
    : [{ key: nextKey++, Kind: 'YESNO', Text: '', Required: true, choices: '' }];

export interface SurveyEditorProps {
  saleUnit: string;
  survey: Survey | null;
  onDone: (saved: boolean) => void;
}

export function SurveyEditor({ saleUnit, survey, onDone }: SurveyEditorProps) {
  const { t } = useTranslation('merchantSurveys');
  const [title, setTitle] = useState(survey?.Title ?? '');
  const [customerType, setCustomerType] = useState(survey?.CustomerType ?? '');
  const [active, setActive] = useState(survey?.Active ?? true);
  const [questions, setQuestions] = useState(() => draftOf(survey));
  const [busy, setBusy] = useState(false);
  const change = (key: number, patch: Partial<DraftQuestion>) => setQuestions((all) => all.map((q) => (q.key === key ? { ...q, ...patch } : q)));

  async function save() {
    setBusy(true);
    const result = await saveSurvey({
      ...(survey ? { SurveyId: survey.SurveyId } : {}),
      SaleUnit: saleUnit,
      CustomerType: customerType.trim() || null,
      Title: title,
      Active: active,
      Questions: questions.map((q) => ({
        ...(q.QuestionId ? { QuestionId: q.QuestionId } : {}),
        Kind: q.Kind,
        Text: q.Text,
        Required: q.Required,
        Choices: q.Kind === 'CHOICE' ? choicesFromText(q.choices) : [],
      })),
    });
    setBusy(false);
    if (result.ok) {
      showToast(t('define.saved'), { kind: 'success' });
      onDone(true);
    }
  }

  return (
    <form
      className={styles.card}
      data-testid="survey-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className={styles.label}>
        {t('define.title')}
        <input className={styles.input} required maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className={styles.label}>
        {t('define.customerType')}
        <input className={styles.input} maxLength={40} value={customerType} onChange={(e) => setCustomerType(e.target.value)} />
      </label>
      <label className={styles.choice}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t('define.active')}
      </label>
      <h3 className={styles.title}>{t('define.questions')}</h3>
      {questions.map((q, index) => (
        <fieldset key={q.key} className={styles.card}>
          <legend>{t('define.question', { n: index + 1 })}</legend>
          <label className={styles.label}>
            {t('define.questionText')}
            <input className={styles.input} required maxLength={200} value={q.Text} onChange={(e) => change(q.key, { Text: e.target.value })} />
          </label>
          <div className={styles.row}>
            <label className={`${styles.label} ${styles.grow}`}>
              {t('define.kind')}
              <select className={styles.input} value={q.Kind} onChange={(e) => change(q.key, { Kind: e.target.value as SurveyQuestionKind })}>
                {SURVEY_QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.choice}>
              <input type="checkbox" checked={q.Required} onChange={(e) => change(q.key, { Required: e.target.checked })} />
              {t('define.required')}
            </label>
          </div>
          {q.Kind === 'CHOICE' ? (
            <label className={styles.label}>
              {t('define.choices')}
              <textarea className={styles.input} rows={3} value={q.choices} onChange={(e) => change(q.key, { choices: e.target.value })} />
            </label>
          ) : null}
          {questions.length > 1 ? (
            <Button size="small" fill="outline" color="danger" onClick={() => setQuestions((all) => all.filter((x) => x.key !== q.key))}>
              {t('define.remove')}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <div className={styles.row}>
        <Button
          fill="outline"
          disabled={questions.length >= 30}
          onClick={() => setQuestions((all) => [...all, { key: nextKey++, Kind: 'TEXT', Text: '', Required: false, choices: '' }])}
        >
          {t('define.addQuestion')}
        </Button>
        <Button type="submit" color="primary" loading={busy} data-testid="survey-save">
          {t('define.save')}
        </Button>
        <Button fill="none" onClick={() => onDone(false)}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
