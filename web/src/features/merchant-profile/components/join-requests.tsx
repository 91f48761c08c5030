// The merchant admin's answer to people who asked at registration to join one of their centers:
// grant (they start working in it) or refuse, each after a confirmation (decision 096).
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { PendingJoin } from '@eorder/shared';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { answerJoinRequest, useJoinRequests } from '../api/join-requests';
import styles from './merchant-profile.module.css';

async function confirm(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  await ensureAntdRender();
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText });
}

const requestKey = (request: PendingJoin) => `${request.SaleUnit}-${request.StaffUserId}`;

export function JoinRequests() {
  const { t } = useTranslation('merchantProfile');
  const { data, mutate } = useJoinRequests();
  const [busy, setBusy] = useState<string | null>(null);
  if (!data) return null;

  const answer = async (request: PendingJoin, grant: boolean) => {
    const names = { name: request.DisplayName, center: request.DIST_NAME ?? request.SaleUnit };
    const question = grant ? t('join.grantQuestion', names) : t('join.refuseQuestion', names);
    if (!(await confirm(question, grant ? t('join.grant') : t('join.refuse'), t('join.cancel')))) return;
    setBusy(requestKey(request));
    const result = await answerJoinRequest(request.SaleUnit, request.StaffUserId, grant);
    setBusy(null);
    if (!result.ok) return;
    showToast(grant ? t('join.granted', names) : t('join.refused', names), { kind: 'success' });
    await mutate({ Requests: data.Requests.filter((other) => requestKey(other) !== requestKey(request)) }, { revalidate: true });
  };

  return (
    <div className={styles.panel} data-testid="join-requests">
      <strong>{t('join.title')}</strong>
      {data.Requests.length === 0 ? <p className={styles.note}>{t('join.none')}</p> : null}
      {data.Requests.map((request) => {
        const key = requestKey(request);
        return (
          <div key={key} className={styles.request} data-testid={`join-request-${key}`}>
            <span>
              <strong>{request.DisplayName}</strong>
              <br />
              <span className={styles.note}>
                {request.MobileNo} · {t('join.asks', { center: request.DIST_NAME ?? request.SaleUnit })}
              </span>
            </span>
            <span className={styles.actions}>
              <Button color="success" size="small" loading={busy === key} disabled={busy !== null} onClick={() => void answer(request, true)}>
                {t('join.grant')}
              </Button>
              <Button color="danger" fill="outline" size="small" disabled={busy !== null} onClick={() => void answer(request, false)}>
                {t('join.refuse')}
              </Button>
            </span>
          </div>
        );
      })}
    </div>
  );
}
