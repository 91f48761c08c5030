import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import thTH from 'antd-mobile/es/locales/th-TH';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <ConfigProvider locale={instance.language === 'en' ? enUS : thTH}>{children}</ConfigProvider>;
}

/**
 * App-wide providers. SWR's defaults live in `lib/swr.ts` (features pass them to their hooks), so
 * the first page does not load SWR before a feature needs it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdLocale>{children}</AntdLocale>
    </I18nextProvider>
  );
}
