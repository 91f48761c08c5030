// The center's surveys, in use or not; the merchant admin creates and changes them.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { MERCHANT_ADMIN_ROLE_CODE, type Survey } from '@eorder/shared';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { useSurveys } from '../api/surveys';
import { SurveyEditor } from './survey-editor';
import '../i18n';
import styles from './surveys.module.css';

export function SurveyDefine({ saleUnit }: { saleUnit: string }) {
  const { t } = useTranslation('merchantSurveys');
  const staff = useSession().staff;
  const isAdmin = String(staff?.role ?? staff?.user?.role.RoleCode ?? '').trim() === MERCHANT_ADMIN_ROLE_CODE;
  const surveys = useSurveys({ saleUnit, withInactive: true });
  const [editing, setEditing] = useState<Survey | 'new' | null>(null);

  if (editing) {
    return (
      <SurveyEditor
        saleUnit={saleUnit}
        survey={editing === 'new' ? null : editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) void surveys.mutate();
        }}
      />
    );
  }
  return (
    <div className={styles.page}>
      {isAdmin ? (
        <div>
          <Button color="primary" onClick={() => setEditing('new')} data-testid="survey-new">
            {t('define.new')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('define.adminOnly')}</p>
      )}
      {surveys.error ? <p className={styles.error}>{t('loadError')}</p> : null}
      {surveys.data?.length === 0 ? <p className={styles.muted}>{t('define.none')}</p> : null}
      {surveys.data?.map((survey) => (
        <article key={survey.SurveyId} className={styles.card} data-testid="survey-definition">
          <div className={styles.row}>
            <strong className={styles.grow}>{survey.Title}</strong>
            {isAdmin ? (
              <Button size="small" fill="outline" onClick={() => setEditing(survey)}>
                {t('define.edit')}
              </Button>
            ) : null}
          </div>
          <div className={styles.muted}>
            {survey.CustomerType ?? t('define.everyType')} · {t('surveys.questions', { count: survey.Questions.length })} ·{' '}
            {survey.Active ? t('define.active') : t('define.inactive')}
          </div>
        </article>
      ))}
    </div>
  );
}
