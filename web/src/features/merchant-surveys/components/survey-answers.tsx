// A customer's filled surveys at a center, newest first: the component the customer's page mounts
// (exported from the feature's entry).
import type { SurveyResponseAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useSurveyResponses } from '../api/surveys';
import '../i18n';
import styles from './surveys.module.css';

function valueText(answer: SurveyResponseAnswer, t: TFunction): string {
  if (answer.Value === null) return t('answers.skipped');
  if (answer.Kind === 'YESNO') return answer.Value === 'Y' ? t('form.yes') : t('form.no');
  return answer.Value;
}

export interface SurveyAnswersProps {
  customerCode: string;
  saleUnit: string;
}

export function SurveyAnswers({ customerCode, saleUnit }: SurveyAnswersProps) {
  const { t } = useTranslation('merchantSurveys');
  const lang = useLang();
  const { data, error, isLoading } = useSurveyResponses(customerCode, saleUnit);

  return (
    <section className={styles.page} aria-labelledby="survey-answers-title" data-testid="survey-answers">
      <h2 id="survey-answers-title" className={styles.title}>
        {t('answers.title')}
      </h2>
      {error ? <p className={styles.error}>{t('answers.error')}</p> : null}
      {isLoading ? <p className={styles.muted}>…</p> : null}
      {data && data.Data.length === 0 ? <p className={styles.muted}>{t('answers.none')}</p> : null}
      {data && data.Total > 0 ? <p className={styles.muted}>{t('answers.total', { count: data.Total })}</p> : null}
      {data?.Data.map((response) => (
        <article key={response.ResponseId} className={styles.card} data-testid="survey-response">
          <div>
            <strong>{response.Title}</strong>
            <div className={styles.muted}>
              {formatDateTime(response.CreateDate, lang)}
              {response.StaffName ? ` · ${t('answers.by', { name: response.StaffName })}` : ''}
            </div>
          </div>
          <dl className={styles.answers}>
            {response.Answers.map((answer, index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt>{answer.Text}</dt>
                <dd>{valueText(answer, t)}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </section>
  );
}
