import { Button, CenterPopup } from 'antd-mobile';
import { Suspense, type ReactNode } from 'react';
import { COOKIES_CONSENT_ACCEPTED } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { writeCookie } from '@/lib/cookies';

/** The consent dialog itself; loaded by `CookieConsent` only when consent is missing. */
export default function CookieConsentDialog({
  open,
  onClose,
  policy,
}: {
  open: boolean;
  onClose: () => void;
  policy?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();

  const agree = () => {
    writeCookie('cookies_consent', COOKIES_CONSENT_ACCEPTED);
    onClose();
  };

  return (
    <CenterPopup visible={open} closeOnMaskClick={false} className="eo-dialog" role="dialog" aria-label={t('cookieConsentTitle')} destroyOnClose>
      <section className="eo-dialog-body" data-testid="cookie-consent">
        <h2 className="eo-dialog-title">
          {t('cookieConsentTitle')}
        </h2>
        <p>{t('cookieConsentMessage')}</p>
        {policy ? (
          <div className="eo-dialog-scroll" data-testid="cookie-consent-policy">
            <Suspense fallback={null}>{policy}</Suspense>
          </div>
        ) : null}
        <p>
          <Link to={localePath(paths.contents.href())} onClick={onClose}>
            {t('cookiesPolicy')}
          </Link>
        </p>
        <Button block color="primary" onClick={agree} data-testid="cookie-consent-agree">
          {t('agree')}
        </Button>
      </section>
    </CenterPopup>
  );
}
