import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import thTH from 'antd-mobile/es/locales/th-TH';
import { i18n } from '@/lib/i18n';

/**
 * antd-mobile's own texts (a dialog's buttons, a list's "loading") follow the app's language. Its
 * components read the default configuration when they render, and it is set as soon as the
 * language changes, before React renders anything in the new language. No `ConfigProvider`: it
 * would only wrap the app to say the same, and its code brings a helper library into the first
 * page's JavaScript (ADR 028).
 */
export function followLanguageInAntd(): () => void {
  const apply = () => setDefaultConfig({ locale: i18n.language === 'en' ? enUS : thTH });
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
