// /merchant/promotion: the center's promotions by status, text and type, 12 at a time, each with
// its status in the specification's colour, opening the wizard; New starts a new one.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PROMOTION_STATUS_LABELS, PROMOTION_STATUSES, promotionStatus, type Promotion } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { usePromotionList, type ListStatus } from '../api/promotions';
import { PromotionStatusTag } from '../components/status-tag';
import { closeWizard, NEW_PROMOTION } from '../stores/wizard-store';
import styles from '../components/promotions.module.css';
import '../i18n';

const STATUSES: readonly ListStatus[] = ['ALL', ...PROMOTION_STATUSES.filter((s) => s !== 'UNKNOWN')];
const TYPES = ['', 'DiscountValue', 'DiscountPercent', 'FreeItem', '3'] as const;

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('merchantPromotions');
  const localePath = useLocalePath();
  const status = promotionStatus(promotion);
  const calc = typeof promotion.CalcType === 'string' ? promotion.CalcType : '';
  return (
    <li>
      <Link
        className={styles.card}
        to={localePath(paths.merchantPromotionDetail.href({ id: String(promotion.PromotionId) }))}
        data-testid="promotion-card"
      >
        <div className={styles.cardHead}>
          <strong>{promotion.PromotionName}</strong>
          <PromotionStatusTag status={status} />
        </div>
        <p className={styles.muted}>
          #{promotion.PromotionId} · {promotion.PromotionType === '3' ? t('type.bill') : calc ? t(`type.${calc}`) : ''}
        </p>
        <p className={styles.muted}>{t('list.period', { begin: promotion.DateBegin, end: promotion.DateEnd })}</p>
      </Link>
    </li>
  );
}

export function PromotionListPage() {
  const { t } = useTranslation('merchantPromotions');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [status, setStatus] = useState<ListStatus>('ALL');
  const [type, setType] = useState<(typeof TYPES)[number]>('');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const list = usePromotionList({ status, text, type, saleUnit });

  // The list is where a wizard starts and ends: a form left half-done is dropped.
  useEffect(() => closeWizard(), []);
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <section className={styles.page} data-testid="page-merchantPromotion">
      <PageTitle title={tp('title.merchantPromotion')} />
      <div className={styles.filters}>
        <div className={styles.row} style={{ justifyContent: 'space-between' }}>
          <input
            className={styles.search}
            style={{ flex: 1 }}
            type="search"
            value={typed}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button color="primary" onClick={() => void navigate(localePath(paths.merchantPromotionDetail.href({ id: NEW_PROMOTION })))}>
            {t('list.create')}
          </Button>
        </div>
        <div className={styles.chips} role="group" aria-label={t('list.statusLabel')}>
          {STATUSES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === status}
              className={`${styles.chip} ${name === status ? styles.chipActive : ''}`}
              onClick={() => setStatus(name)}
            >
              {name === 'ALL' ? t('list.status.ALL') : PROMOTION_STATUS_LABELS[name][lang]}
            </button>
          ))}
        </div>
        <div className={styles.chips} role="group" aria-label={t('list.typeLabel')}>
          {TYPES.map((name) => (
            <button
              key={name || 'all'}
              type="button"
              aria-pressed={name === type}
              className={`${styles.chip} ${name === type ? styles.chipActive : ''}`}
              onClick={() => setType(name)}
            >
              {name === '' ? t('list.typeAll') : name === '3' ? t('type.bill') : t(`type.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {list.isLoading ? <PageSkeleton /> : null}
      {list.error && list.promotions.length === 0 ? (
        <div className={styles.card} role="alert">
          <p>{t('list.loadFailed')}</p>
          <Button onClick={() => void list.mutate()}>{t('list.retry')}</Button>
        </div>
      ) : null}
      {!list.isLoading && !list.error && list.promotions.length === 0 ? (
        <div className={styles.card} data-testid="promotions-empty">
          <p>{t('list.empty')}</p>
        </div>
      ) : null}
      <ul className={styles.list} aria-label={tp('title.merchantPromotion')}>
        {list.promotions.map((promotion) => (
          <PromotionCard key={String(promotion.PromotionId)} promotion={promotion} />
        ))}
      </ul>
      {list.hasMore ? (
        <Button block loading={list.isValidating} onClick={() => void list.setSize(list.size + 1)}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
