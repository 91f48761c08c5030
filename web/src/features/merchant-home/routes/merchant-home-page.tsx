// /merchant: the dashboard. Top sales and new clients of a center over a range (this month by
// default), each as a chart with its total in words above it and an empty state; the center is
// the one chosen in the session unless another of the staff member's centers is picked here.
import Button from 'antd-mobile/es/components/button';
import { useCallback, useMemo, useState } from 'react';
import { formatDateKey, REPORT_RANGES, toDateKey, type ReportAnswer } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useLang } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useReport, type ReportRange } from '../api/reports';
import { BarChart, type BarPoint } from '../components/bar-chart';
import styles from '../components/dashboard.module.css';
import '../i18n';

const DEFAULT_RANGE: ReportRange = 'month';

/** A new-client bucket label (YYYYMMDD or YYYYMM) as a person reads it. */
function bucketLabel(label: string): string {
  if (/^\d{6}$/.test(label)) return `${label.slice(4, 6)}/${label.slice(0, 4)}`;
  const key = toDateKey(label);
  return key ? formatDateKey(key, 'DD/MM/YYYY').slice(0, 5) : label;
}

const periodOf = (answer: ReportAnswer | undefined) => {
  const from = toDateKey(answer?.From ?? null);
  const to = toDateKey(answer?.To ?? null);
  return from && to ? { from: formatDateKey(from, 'DD/MM/YYYY'), to: formatDateKey(to, 'DD/MM/YYYY') } : null;
};

interface ReportCardProps {
  kind: 'topSale' | 'newCustomers';
  saleUnit: string | null;
  range: ReportRange;
}

function ReportCard({ kind, saleUnit, range }: ReportCardProps) {
  const { t } = useTranslation('merchantHome');
  const lang = useLang();
  const report = useReport(kind === 'topSale' ? 'reportTopSale' : 'reportNewCustomers', saleUnit, range);
  const data = report.data?.Data;
  const points: BarPoint[] = useMemo(
    () => (data ?? []).map((p) => ({ label: kind === 'topSale' ? p.Label : bucketLabel(p.Label), value: p.Value })),
    [data, kind],
  );
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const money = kind === 'topSale';
  const format = useCallback((value: number) => (money ? formatMoney(value, lang) : formatNumber(value, lang)), [money, lang]);
  const period = periodOf(report.data);
  const title = t(`${kind}.title`);
  const empty = report.data !== undefined && total === 0;

  return (
    <section className={styles.card} aria-labelledby={`report-${kind}`} data-testid={`report-${kind}`}>
      <h2 id={`report-${kind}`} className={styles.cardTitle}>
        {title}
      </h2>
      {report.isLoading ? <PageSkeleton /> : null}
      {report.error ? (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button size="small" onClick={() => void report.mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {report.data ? (
        <>
          <p className={styles.total} data-testid={`report-${kind}-total`}>
            <span className={styles.totalLabel}>{t(`${kind}.total`)}</span>
            <strong className={styles.totalValue}>{money ? formatMoney(total, lang) : t('people', { count: total })}</strong>
            {period ? <span className={styles.totalLabel}>{t('period', period)}</span> : null}
          </p>
          {empty ? (
            <p className={styles.empty} data-testid={`report-${kind}-empty`}>
              {t(`${kind}.empty`)}
            </p>
          ) : (
            <BarChart
              points={points}
              horizontal={kind === 'topSale'}
              color={kind === 'topSale' ? '#1677ff' : '#389e0d'}
              formatValue={format}
              label={t('chartLabel', { title })}
              testId={`chart-${kind}`}
            />
          )}
        </>
      ) : null}
    </section>
  );
}

export function MerchantHomePage() {
  const { t } = useTranslation('merchantHome');
  const { t: tp } = useTranslation('pages');
  const staff = useSession().staff;
  const [picked, setPicked] = useState<string | null>(null);
  const [range, setRange] = useState<ReportRange>(DEFAULT_RANGE);
  const dists = staff?.dists ?? [];
  const saleUnit = picked ?? staff?.selectedDist ?? dists[0]?.SaleUnit ?? null;

  return (
    <section className={styles.page} data-testid="page-merchantHome">
      <PageTitle title={tp('title.merchantHome')} />
      <div className={styles.filters}>
        {dists.length > 1 ? (
          <label className={styles.filter}>
            <span>{t('center')}</span>
            <select className={styles.select} value={saleUnit ?? ''} onChange={(event) => setPicked(event.target.value)}>
              {dists.map((dist) => (
                <option key={dist.SaleUnit} value={dist.SaleUnit}>
                  {dist.DIST_NAME ? `${dist.DIST_NAME} (${dist.SaleUnit})` : dist.SaleUnit}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.ranges} role="group" aria-label={t('range.label')}>
          {REPORT_RANGES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === range}
              className={`${styles.range} ${name === range ? styles.rangeActive : ''}`}
              onClick={() => setRange(name)}
            >
              {t(`range.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.grid}>
        <ReportCard kind="topSale" saleUnit={saleUnit} range={range} />
        <ReportCard kind="newCustomers" saleUnit={saleUnit} range={range} />
      </div>
    </section>
  );
}
