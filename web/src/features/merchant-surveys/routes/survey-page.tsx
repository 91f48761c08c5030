// /merchant/survey: staff find a customer by code (or `?customer=CODE`), fill a survey and see
// answers; a tab lists the center's surveys (ADR 076).
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Survey } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { SurveyLoadError, useSurveyResponsePages, useSurveys } from '../api/surveys';
import { SurveyAnswers } from '../components/survey-answers';
import { SurveyDefine } from '../components/survey-define';
import { SurveyFillForm } from '../components/survey-fill-form';
import '../i18n';
import styles from '../components/surveys.module.css';

function CustomerSurveys({ customerCode, saleUnit }: { customerCode: string; saleUnit: string }) {
  const { t } = useTranslation('merchantSurveys');
  // The same pages as the answers below: a refresh after a filling reaches both.
  const customer = useSurveyResponsePages(customerCode, saleUnit);
  const surveys = useSurveys(customer.customer ? { saleUnit, customerCode } : null);
  const [filling, setFilling] = useState<Survey | null>(null);

  if (customer.error) {
    const notFound = customer.error instanceof SurveyLoadError && (customer.error.status === 404 || customer.error.status === 400);
    return <p className={styles.error}>{notFound ? t('customer.notFound', { code: customerCode }) : t('loadError')}</p>;
  }
  if (!customer.customer) return <p className={styles.muted}>…</p>;
  const info = customer.customer;
  return (
    <>
      <div className={styles.card} data-testid="survey-customer">
        <strong>
          {info.Code} · {info.CUSTOMERNAME}
        </strong>
        <span className={styles.muted}>{t('customer.type', { type: info.TypeCode ?? t('customer.noType') })}</span>
      </div>
      {filling ? (
        <SurveyFillForm
          key={filling.SurveyId}
          survey={filling}
          customerCode={info.Code}
          saleUnit={saleUnit}
          onDone={(saved) => {
            setFilling(null);
            if (saved) void customer.refresh();
          }}
        />
      ) : (
        <section className={styles.page} aria-label={t('surveys.heading')}>
          {surveys.error ? <p className={styles.error}>{t('loadError')}</p> : null}
          {surveys.data?.length === 0 ? <p className={styles.muted}>{t('surveys.none')}</p> : null}
          {surveys.data?.map((survey) => (
            <div key={survey.SurveyId} className={`${styles.card} ${styles.row}`} data-testid="survey-to-fill">
              <div className={styles.grow}>
                <strong>{survey.Title}</strong>
                <div className={styles.muted}>{t('surveys.questions', { count: survey.Questions.length })}</div>
              </div>
              <Button color="primary" size="small" onClick={() => setFilling(survey)}>
                {t('surveys.fill')}
              </Button>
            </div>
          ))}
        </section>
      )}
      <SurveyAnswers customerCode={info.Code} saleUnit={saleUnit} />
    </>
  );
}

export function SurveyPage() {
  const { t } = useTranslation('merchantSurveys');
  const { t: tp } = useTranslation('pages');
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [params, setParams] = useSearchParams();
  const customerCode = params.get('customer')?.trim() || null;
  const [code, setCode] = useState(customerCode ?? '');
  const [tab, setTab] = useState<'fill' | 'define'>('fill');

  return (
    <section className={styles.page} data-testid="page-merchantSurvey">
      <PageTitle title={tp('title.merchantSurvey')} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'define' ? 'define' : 'fill')}>
        <Tabs.Tab key="fill" title={t('tabs.fill')} />
        <Tabs.Tab key="define" title={t('tabs.define')} />
      </Tabs>
      {!saleUnit ? <p className={styles.muted}>{t('pickCenter')}</p> : null}
      {saleUnit && tab === 'define' ? <SurveyDefine saleUnit={saleUnit} /> : null}
      {saleUnit && tab === 'fill' ? (
        <>
          <form
            className={styles.row}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const next = code.trim();
              setParams(next ? { customer: next } : {}, { replace: true });
            }}
          >
            <label className={`${styles.label} ${styles.grow}`}>
              {t('customer.label')}
              <input
                className={styles.input}
                value={code}
                maxLength={30}
                autoCapitalize="characters"
                placeholder={t('customer.placeholder')}
                onChange={(event) => setCode(event.target.value)}
                data-testid="survey-customer-code"
              />
            </label>
            <Button type="submit" color="primary" style={{ alignSelf: 'end' }}>
              {t('customer.find')}
            </Button>
          </form>
          {customerCode ? <CustomerSurveys key={`${customerCode}-${saleUnit}`} customerCode={customerCode} saleUnit={saleUnit} /> : null}
        </>
      ) : null}
    </section>
  );
}
