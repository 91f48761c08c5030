// /test: the connection check a helpdesk asks a shop to open (the seeds show no content). It reads
// out where the app runs, the session and the center, and checks the way to the server on demand.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { openedByLine } from '@/lib/liff';
import { useSession } from '@/lib/session';
import { readHealth, type HealthReading } from '../api/health';
import { deviceFacts, speedOf } from '../lib/facts';
import '../i18n';

/** The customer's center as the session names it (the active one first). */
const centerOf = (customer: { ActiveDC?: unknown; SALEUNIT?: unknown } | null): string =>
  [customer?.ActiveDC, customer?.SALEUNIT].find((value): value is string => typeof value === 'string' && value !== '') ?? '';

export function TestPage() {
  const { t } = useTranslation('diagnostics');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const session = useSession();
  const [reading, setReading] = useState<HealthReading | null>(null);
  const [busy, setBusy] = useState(false);
  const facts = deviceFacts(openedByLine(), navigator, window);
  const customer = session.customer;
  const who = session.isAuthenticated ? t('signedIn', { code: customer?.CUSTOMERCODE ?? '' }) : t('guest');

  const check = async () => {
    setBusy(true);
    setReading(await readHealth());
    setBusy(false);
  };

  const rows: [string, string][] = [
    [t('where'), t(`whereValue.${facts.where}`)],
    [t('online'), facts.online ? t('yes') : t('no')],
    [t('language'), lang === 'th' ? 'ไทย' : 'English'],
    [t('screen'), facts.screen],
    [t('timeZone'), facts.timeZone],
    [t('session'), who],
    [t('center'), centerOf(customer) || t('none')],
  ];
  return (
    <section className="eo-shell-page" data-testid="page-test">
      <PageTitle title={tp('title.test')} />
      <p>{t('intro')}</p>
      <dl className="eo-facts" data-testid="test-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd translate="no">{value}</dd>
          </div>
        ))}
      </dl>
      <Button color="primary" loading={busy} onClick={() => void check()} data-testid="test-check">
        {t('check')}
      </Button>
      {reading ? (
        <p role="status" data-testid="test-result">
          {reading.bff && reading.api ? t('result.ok', { ms: reading.ms, speed: t(`speed.${speedOf(reading.ms)}`) }) : reading.bff ? t('result.apiDown') : t('result.offline')}
        </p>
      ) : null}
    </section>
  );
}
