import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import thTH from 'antd-mobile/es/locales/th-TH';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <ConfigProvider locale={instance.language === 'en' ? enUS : thTH}>{children}</ConfigProvider>;
}

/**
 * App-wide providers. SWR's defaults live in `lib/swr.ts` (features pass them to their hooks), so
 * the first page does not load SWR before a feature needs it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AntdLocale>{children}</AntdLocale>;
}
