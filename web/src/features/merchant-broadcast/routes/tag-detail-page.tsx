// /merchant/tag/{id}: a tag's name and customers; customers of the center are added by a search
// (code, name or mobile) or by pasted codes, and removed one by one. Another center's tag is the
// not-found page.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TagCustomer } from '@eorder/shared';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { changeMembers, deleteTag, renameTag, useTag, useTagCustomers } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import { confirm } from '../components/confirm';
import { idOf, useNotFound } from '../components/use-not-found';
import { parseCodes } from '../lib/broadcast-form';
import '../i18n';

function CustomerRow({ customer, action }: { customer: TagCustomer; action: React.ReactNode }) {
  const { t } = useTranslation('merchantBroadcast');
  return (
    <li className={`${styles.card} ${styles.row}`} data-testid="tag-customer" data-code={customer.CustomerCode}>
      <span>
        <strong>{customer.CustomerCode}</strong> {customer.CustomerName}
        <br />
        <span className={customer.LinkedToLine ? styles.linked : styles.badge}>
          {customer.LinkedToLine ? t('tags.linked') : t('tags.notLinked')}
        </span>
      </span>
      {action}
    </li>
  );
}

export function TagDetailPage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = idOf(useParams().id);
  const tag = useTag(id);
  const notFound = useNotFound(tag.error ?? (id === null ? new Error('no id') : undefined));
  const [name, setName] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [codes, setCodes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const members = useTagCustomers(id, 'members', '');
  const found = useTagCustomers(id, 'search', searched);

  if (notFound || id === null) return null;

  const change = async (kind: 'add' | 'remove', list: string[]) => {
    setProblem(null);
    const result = await changeMembers(id, kind, list);
    if (!result.ok) {
      setProblem(result.error.message);
      return false;
    }
    showToast(t(kind === 'add' ? 'tags.added' : 'tags.removed', { count: result.data.Changed }), { kind: 'success' });
    return true;
  };

  const rename = async () => {
    if (name === null || name.trim() === '') return;
    const result = await renameTag(id, name.trim());
    if (!result.ok) setProblem(result.error.message);
    else {
      setName(null);
      showToast(t('tags.renamed'), { kind: 'success' });
    }
  };

  const remove = async () => {
    if (!tag.data || !(await confirm(t('tags.deleteConfirm', { name: tag.data.Name })))) return;
    const result = await deleteTag(tag.data);
    if (!result.ok) setProblem(result.error.message);
    else {
      showToast(t('tags.deleted'), { kind: 'success' });
      void navigate(localePath(paths.merchantTag.href()), { replace: true });
    }
  };

  return (
    <section className={styles.page} data-testid="page-merchantTagDetail">
      <PageTitle title={tag.data?.Name ?? tp('title.merchantTagDetail')} />
      {tag.data ? (
        <div className={styles.card}>
          <label className={styles.label}>
            {t('tags.name')}
            <input className={styles.input} maxLength={60} value={name ?? tag.data.Name} onChange={(event) => setName(event.target.value)} />
          </label>
          <div className={styles.row}>
            <span className={styles.muted} data-testid="tag-counts">
              {t('tags.members', { count: tag.data.Members })} · {t('tags.reachable', { count: tag.data.Reachable })}
            </span>
            <div className={styles.actions}>
              {name !== null ? (
                <Button size="small" color="primary" onClick={() => void rename()}>
                  {t('tags.rename')}
                </Button>
              ) : null}
              <Button size="small" color="danger" fill="outline" onClick={() => void remove()}>
                {t('tags.delete')}
              </Button>
            </div>
          </div>
          <LinkButton color="primary" to={localePath(paths.merchantBroadcastCreate.href({}, { tag: id }))} data-testid="tag-broadcast">
            {t('tags.broadcast')}
          </LinkButton>
        </div>
      ) : null}
      {problem ? <p className={styles.problem} role="alert">{problem}</p> : null}
      <div className={styles.twoColumns}>
        <div className={styles.card}>
          <h2>{t('tags.addTitle')}</h2>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              setSearched(search);
            }}
          >
            <input
              className={styles.input}
              type="search"
              aria-label={t('tags.search')}
              placeholder={t('tags.searchHint')}
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              data-testid="tag-search"
            />
          </form>
          <ul className={styles.list}>
            {found.data?.Data.map((customer) => (
              <CustomerRow
                key={customer.CustomerCode}
                customer={customer}
                action={
                  customer.InTag ? (
                    <span className={styles.badge}>{t('tags.inTag')}</span>
                  ) : (
                    <Button size="small" color="primary" onClick={() => void change('add', [customer.CustomerCode])} data-testid="tag-add">
                      {t('tags.add')}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
          <label className={styles.label}>
            {t('tags.codes')}
            <textarea className={styles.input} rows={3} placeholder={t('tags.codesHint')} value={codes} onChange={(event) => setCodes(event.target.value)} data-testid="tag-codes" />
          </label>
          <Button
            color="primary"
            fill="outline"
            disabled={parseCodes(codes).length === 0}
            onClick={() => void change('add', parseCodes(codes)).then((ok) => ok && setCodes(''))}
            data-testid="tag-add-codes"
          >
            {t('tags.addCodes')}
          </Button>
        </div>
        <div className={styles.card}>
          <h2>{t('tags.membersTitle')}</h2>
          {members.data && members.data.Data.length === 0 ? <p className={styles.muted}>{t('tags.noMembers')}</p> : null}
          <ul className={styles.list} data-testid="tag-members">
            {members.data?.Data.map((customer) => (
              <CustomerRow
                key={customer.CustomerCode}
                customer={customer}
                action={
                  <Button size="small" fill="outline" onClick={() => void change('remove', [customer.CustomerCode])}>
                    {t('tags.remove')}
                  </Button>
                }
              />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
