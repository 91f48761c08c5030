// /merchant/tag/create: names a new tag of the selected center, then opens it to add customers.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { createTag } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import '../i18n';

export function TagCreatePage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!saleUnit) return;
    if (name.trim() === '') {
      setProblem(t('tags.nameRequired'));
      return;
    }
    setBusy(true);
    const result = await createTag(saleUnit, name.trim());
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    showToast(t('tags.created'), { kind: 'success' });
    void navigate(localePath(paths.merchantTagDetail.href({ id: result.data.Id })), { replace: true });
  };

  return (
    <section className={styles.page} data-testid="page-merchantTagCreate">
      <PageTitle title={tp('title.merchantTagCreate')} />
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className={styles.label}>
          {t('tags.name')}
          <input
            className={`${styles.input} ${problem ? styles.bad : ''}`}
            name="tagName"
            maxLength={60}
            placeholder={t('tags.nameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        {problem ? <p className={styles.problem} role="alert">{problem}</p> : null}
        {!saleUnit ? <p className={styles.muted}>{t('noCenter')}</p> : null}
        <Button type="submit" color="primary" loading={busy} disabled={!saleUnit} data-testid="tag-create">
          {t('tags.create')}
        </Button>
      </form>
    </section>
  );
}
