// The tag detail page's sections: the tag's name, counts and buttons; adding customers by search
// or pasted codes; and the members, each with its LINE link state.
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import type { TagCustomer } from '@eorder/shared';
import { LinkButton } from '@/components/link-button';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import type { TagDetailState } from '../hooks/use-tag-detail';
import styles from './broadcast.module.css';

function CustomerRow({ customer, action }: { customer: TagCustomer; action: ReactNode }) {
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

export function TagHead({ id, state }: { id: number; state: TagDetailState }) {
  const { t } = useTranslation('merchantBroadcast');
  const localePath = useLocalePath();
  const { tag, name, setName, rename, remove } = state;
  if (!tag.data) return null;
  return (
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
  );
}

export function TagAddCustomers({ state }: { state: TagDetailState }) {
  const { t } = useTranslation('merchantBroadcast');
  const { search, setSearch, runSearch, found, add, codes, setCodes, pasted, addCodes } = state;
  return (
    <div className={styles.card}>
      <h2>{t('tags.addTitle')}</h2>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          runSearch();
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
                <Button size="small" color="primary" onClick={() => void add(customer.CustomerCode)} data-testid="tag-add">
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
      <Button color="primary" fill="outline" disabled={pasted.length === 0} onClick={() => void addCodes()} data-testid="tag-add-codes">
        {t('tags.addCodes')}
      </Button>
    </div>
  );
}

export function TagMembers({ state }: { state: TagDetailState }) {
  const { t } = useTranslation('merchantBroadcast');
  const { members, removeMember } = state;
  return (
    <div className={styles.card}>
      <h2>{t('tags.membersTitle')}</h2>
      {members.data && members.data.Data.length === 0 ? <p className={styles.muted}>{t('tags.noMembers')}</p> : null}
      <ul className={styles.list} data-testid="tag-members">
        {members.data?.Data.map((customer) => (
          <CustomerRow
            key={customer.CustomerCode}
            customer={customer}
            action={
              <Button size="small" fill="outline" onClick={() => void removeMember(customer.CustomerCode)}>
                {t('tags.remove')}
              </Button>
            }
          />
        ))}
      </ul>
    </div>
  );
}
