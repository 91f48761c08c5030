// A customer's filled surveys at a center, newest first, 10 at a time with "More answers": the
// component the customer's page mounts (exported from the feature's entry).
import Button from 'antd-mobile/es/components/button';
import type { SurveyResponseAnswer } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useSurveyResponsePages } from '../api/surveys';
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
  const { answers, total, error, isLoading, isLoadingMore, hasMore, more } = useSurveyResponsePages(customerCode, saleUnit);

  return (
    <section className={styles.page} aria-labelledby="survey-answers-title" data-testid="survey-answers">
      <h2 id="survey-answers-title" className={styles.title}>
        {t('answers.title')}
      </h2>
      {error ? <p className={styles.error}>{t('answers.error')}</p> : null}
      {isLoading ? <p className={styles.muted}>…</p> : null}
      {total === 0 ? <p className={styles.muted}>{t('answers.none')}</p> : null}
      {total ? <p className={styles.muted}>{t('answers.total', { count: total })}</p> : null}
      {answers.map((response) => (
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
      {hasMore ? (
        <Button block loading={isLoadingMore} disabled={isLoadingMore} onClick={() => void more()} data-testid="survey-answers-more">
          {t('answers.more')}
        </Button>
      ) : null}
    </section>
  );
}
