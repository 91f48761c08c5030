import { logoForCompany } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { getRuntimeConfig } from '@/lib/config';

/** The company logo by company code (files in `public/logos/`), or the company name without one. */
export function Logo({ height = 32 }: { height?: number }) {
  const { t } = useTranslation('layout');
  const { companyCode, companyName, logo } = getRuntimeConfig();
  const code = logo ?? logoForCompany(companyCode);
  const name = companyName || companyCode;
  if (!code) return <span className="eo-logo-text">{name}</span>;
  return (
    <img
      className="eo-logo"
      src={`logos/${code}.svg`}
      alt={t('logoAlt', { company: name })}
      height={height}
      style={{ height }}
    />
  );
}
