// /merchant/tag/{id}: a tag's name and customers; customers of the center are added by a search
// (code, name or mobile) or by pasted codes, and removed one by one. Another center's tag is the
// not-found page. Split per ADR 118: state and actions in useTagDetail, sections in tag-parts.
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import styles from '../components/broadcast.module.css';
import { TagAddCustomers, TagHead, TagMembers } from '../components/tag-parts';
import { idOf } from '../components/use-not-found';
import { useTagDetail } from '../hooks/use-tag-detail';
import '../i18n';

export function TagDetailPage() {
  const { t: tp } = useTranslation('pages');
  const id = idOf(useParams().id);
  const state = useTagDetail(id);

  if (state.notFound || id === null) return null;

  return (
    <section className={styles.page} data-testid="page-merchantTagDetail">
      <PageTitle title={state.tag.data?.Name ?? tp('title.merchantTagDetail')} />
      <TagHead id={id} state={state} />
      {state.problem ? <p className={styles.problem} role="alert">{state.problem}</p> : null}
      <div className={styles.twoColumns}>
        <TagAddCustomers state={state} />
        <TagMembers state={state} />
      </div>
    </section>
  );
}
