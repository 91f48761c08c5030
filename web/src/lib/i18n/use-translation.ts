// The hook components translate with: `const { t } = useTranslation('ns')`. The component renders
// again when the language changes, with a new `t` (the same one until then, so effects that depend
// on it do not run again for nothing). Where the namespace's texts in the language on screen are
// still loading (a feature that gives them as a loader), the component waits for them under the
// nearest Suspense boundary, as it waits for its code.
import { useMemo, useSyncExternalStore } from 'react';
import { textsLoad } from './namespaces';
import { i18n, type I18n, type TFunction } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const language = () => i18n.language;

export function useTranslation(ns?: string): { t: TFunction; i18n: I18n; ready: true } {
  const lang = useSyncExternalStore(subscribe, language, language);
  const load = ns && lang ? textsLoad(lang, ns) : undefined;
  // Suspense's protocol: the component waits by throwing the load, and renders again once it has
  // settled (a failed one throws its error to the error boundary). Not `use`: a component must then
  // call it in every render, also once the texts are in place.
  if (load?.status === 'pending') throw load;
  if (load?.status === 'rejected') throw load.reason;
  const t = useMemo(() => i18n.getFixedT(ns, lang), [ns, lang]);
  return { t, i18n, ready: true };
}
