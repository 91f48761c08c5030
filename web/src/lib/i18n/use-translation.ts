// The hook components translate with: `const { t } = useTranslation('ns')`. The component renders
// again when the language changes, with a new `t` (the same one until then, so effects that depend
// on it do not run again for nothing).
import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type I18n, type TFunction } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const language = () => i18n.language;

export function useTranslation(ns?: string): { t: TFunction; i18n: I18n; ready: true } {
  const lang = useSyncExternalStore(subscribe, language, language);
  const t = useMemo(() => i18n.getFixedT(ns, lang), [ns, lang]);
  return { t, i18n, ready: true };
}
