import { useTranslation } from '@/lib/i18n';
import { formatMobile } from '../lib/mobile';
import { isBackupChannel, type OtpFlow } from '../stores/otp-flow-store';
import { authStyles as styles } from './auth-page';

/** Where the code went, its reference code, how long it lasts and which channel carried it. */
export function OtpSentNote({ flow }: { flow: OtpFlow }) {
  const { t } = useTranslation('auth');
  const minutes = Math.round((flow.expiresAt - flow.requestedAt) / 60_000);
  const channel = flow.channel.trim().toUpperCase();

  return (
    <>
      <p className={styles.note} data-testid="otp-sent-to">
        {t('otp.sentTo', { mobile: formatMobile(flow.mobileNo) })}
      </p>
      <p className={styles.note}>
        <span className={styles.refCode} data-testid="otp-ref-code">
          {t('otp.refCode', { refCode: flow.refCode })}
        </span>
        {minutes >= 1 ? (
          <>
            {' · '}
            {t('otp.validFor', { minutes })}
          </>
        ) : null}
      </p>
      {isBackupChannel(channel) ? (
        <p className={styles.note}>{t('otp.backupChannel', { channel: flow.channel })}</p>
      ) : null}
      {channel === 'LOG' ? <p className={styles.note}>{t('otp.devChannel')}</p> : null}
    </>
  );
}
