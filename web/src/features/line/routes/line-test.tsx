// /line/test: what the app knows of LINE on this device, for support and for checking a deployment:
// the LIFF state, the session, friendship with the official account, and a test share.
import { Button, List, Space } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { getFriendship, initLiff, liffAreaOf, liffIdFor, type LiffInitResult } from '@/lib/liff';
import { currentRouterPath } from '@/lib/navigation';
import { LINE_NAMESPACE } from '../i18n';
import { readLineOrigin } from '../lib/line-origin';
import { shareProduct } from '../lib/share';
import { signInWithLine } from '../lib/sign-in';

export function LineTestPage() {
  const { t } = useTranslation(LINE_NAMESPACE);
  const session = useSession();
  const [liff, setLiff] = useState<LiffInitResult | null>(null);
  const [friend, setFriend] = useState<boolean | null>(null);
  const area = liffAreaOf(currentRouterPath());

  useEffect(() => {
    let cancelled = false;
    void initLiff({ force: true, login: false }).then((result) => {
      if (!cancelled) setLiff(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t('test.yes') : value === false ? t('test.no') : t('test.unknown');
  const ready = liff?.status === 'ready' ? liff : null;
  const origin = readLineOrigin();

  return (
    <section data-testid="page-lineTest" style={{ padding: 16 }}>
      <PageTitle title={t('title.lineTest')} />
      <List>
        <List.Item extra={<span data-testid="line-test-status">{liff?.status ?? '…'}</span>}>
          {t('test.status')}
        </List.Item>
        <List.Item extra={area}>{t('test.area')}</List.Item>
        <List.Item extra={liffIdFor(area) ?? '-'}>{t('test.liffId')}</List.Item>
        <List.Item extra={yesNo(ready?.inClient)}>{t('test.inClient')}</List.Item>
        <List.Item extra={yesNo(ready?.loggedIn)}>{t('test.loggedIn')}</List.Item>
        <List.Item extra={yesNo(friend)}>{t('test.friend')}</List.Item>
        <List.Item extra={session.customer?.CUSTOMERNAME ?? session.customer?.CUSTOMERCODE ?? '-'}>
          {t('test.session')}
        </List.Item>
        <List.Item extra={yesNo(session.fromLine)}>{t('test.fromLine')}</List.Item>
        <List.Item extra={origin?.boundSaleUnit ?? '-'}>{t('test.boundCenter')}</List.Item>
      </List>
      <Space direction="vertical" block style={{ '--gap': '8px', marginTop: 16 }}>
        <Button
          block
          color="primary"
          disabled={!ready?.loggedIn}
          onClick={() => void signInWithLine({ area })}
        >
          {t('test.signIn')}
        </Button>
        <Button block disabled={!ready} onClick={() => void getFriendship().then(setFriend)}>
          {t('test.checkFriend')}
        </Button>
        <Button
          block
          onClick={() =>
            void shareProduct({
              code: 'TEST',
              name: t('title.lineTest'),
              saleUnit: session.customer?.ActiveDC ?? null,
            })
          }
        >
          {t('test.testShare')}
        </Button>
      </Space>
    </section>
  );
}

export default LineTestPage;
export { LineTestPage as Component };
