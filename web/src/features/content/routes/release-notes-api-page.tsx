// /release/notes/api: the calls of the ordering API the apps use, from the contract's registry:
// method, path, area, and whether the specification gives the path or we added it. The
// specification does not show this page's content.
import { CALL_PATHS, CALL_ROUTES, type CallPathName, type CallRoute } from '@eorder/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageTitle } from '@/components/page-title';
import styles from '../components/content.module.css';
import '../i18n';

/** A call as listed: its description and its path (the schemas of its parts are not shown). */
export type ListedCall = CallRoute & { path: string };

export function apiCalls(filter: string): ListedCall[] {
  const needle = filter.trim().toLowerCase();
  const calls: ListedCall[] = (Object.keys(CALL_ROUTES) as CallPathName[]).map((name) => ({ ...CALL_ROUTES[name], path: CALL_PATHS[name] }));
  return calls
    .filter((call) => call.mounts.length > 0)
    .filter((call) => needle === '' || `${call.method} ${call.path} ${call.summary} ${call.domain}`.toLowerCase().includes(needle))
    .sort((a, b) => a.domain.localeCompare(b.domain) || a.path.localeCompare(b.path));
}

export function ReleaseNotesApiPage() {
  const { t } = useTranslation('content');
  const [filter, setFilter] = useState('');
  const calls = useMemo(() => apiCalls(filter), [filter]);
  const groups = useMemo(() => {
    const byDomain = new Map<string, ListedCall[]>();
    for (const call of calls) byDomain.set(call.domain, [...(byDomain.get(call.domain) ?? []), call]);
    return [...byDomain.entries()];
  }, [calls]);
  return (
    <section className={styles.page} data-testid="page-releaseNotesApi">
      <PageTitle title={t('release.apiTitle')} />
      <p className={styles.muted}>{t('release.apiIntro')}</p>
      <input
        type="search"
        className={styles.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('release.filter')}
        aria-label={t('release.filter')}
      />
      <p className={styles.muted} role="status">
        {t('release.count', { count: calls.length })}
      </p>
      {groups.map(([domain, items]) => (
        <section key={domain} aria-labelledby={`api-${domain}`} className={styles.apiGroup}>
          <h2 id={`api-${domain}`} className={styles.cardTitle}>
            {domain}
          </h2>
          <ul className={styles.apiList}>
            {items.map((call) => (
              <li key={`${call.method} ${call.path}`} className={styles.apiCall}>
                <div>
                  <span className={styles.method}>{call.method}</span> <code>{call.path}</code>
                </div>
                <div>{call.summary}</div>
                <div className={styles.muted}>{t(`release.origin.${call.origin}`)}</div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export { ReleaseNotesApiPage as Component };
export default ReleaseNotesApiPage;
