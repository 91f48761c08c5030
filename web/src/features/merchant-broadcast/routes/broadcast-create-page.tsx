// /merchant/broadcast/create: a LINE message (text, picture, products or a promotion) to a tag or
// the whole center, now or at a time; the preview shows it as LINE will and who it reaches. The
// draft and its actions are in useBroadcastDraft.
import Button from 'antd-mobile/es/components/button';
import { BROADCAST_KINDS } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { useTags } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import { BroadcastContentFields } from '../components/broadcast-content-fields';
import { LinePreview } from '../components/line-preview';
import { useBroadcastDraft } from '../hooks/use-broadcast-draft';
import type { DraftProblem } from '../lib/broadcast-form';
import '../i18n';

export function BroadcastCreatePage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const state = useBroadcastDraft();
  const { saleUnit, draft, edit, preview, message, busy } = state;
  const tags = useTags(saleUnit);

  const problem = (field: DraftProblem) =>
    state.showsProblem(field) ? (
      <p className={styles.problem} role="alert">
        {t(`form.problem.${field}`)}
      </p>
    ) : null;

  return (
    <section className={styles.page} data-testid="page-merchantBroadcastCreate">
      <PageTitle title={tp('title.merchantBroadcastCreate')} />
      {!saleUnit ? <p className={styles.muted}>{t('noCenter')}</p> : null}
      <div className={styles.twoColumns}>
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.look();
          }}
        >
          <label className={styles.label}>
            {t('form.title')}
            <input className={styles.input} name="title" maxLength={100} placeholder={t('form.titleHint')} value={draft.title} onChange={(event) => edit({ title: event.target.value })} />
          </label>
          {problem('title')}
          <label className={styles.label}>
            {t('form.audience')}
            <select className={styles.input} name="tag" value={draft.tagId} onChange={(event) => edit({ tagId: event.target.value })}>
              <option value="">{t('form.allCustomers')}</option>
              {tags.data?.Data.map((tag) => (
                <option key={tag.Id} value={String(tag.Id)}>
                  {tag.Name} ({t('tags.reachable', { count: tag.Reachable })})
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.label}>
            <legend>{t('form.kind')}</legend>
            <div className={styles.choices}>
              {BROADCAST_KINDS.map((kind) => (
                <label key={kind}>
                  <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => edit({ kind })} /> {t(`broadcasts.kind.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <BroadcastContentFields state={state} />
          {problem('text')}
          {problem('imageUrl')}
          {problem('productCodes')}
          {problem('promotionId')}
          <fieldset className={styles.label}>
            <legend>{t('form.when')}</legend>
            <div className={styles.choices}>
              {(['now', 'later'] as const).map((when) => (
                <label key={when}>
                  <input type="radio" name="when" value={when} checked={draft.when === when} onChange={() => edit({ when })} /> {t(`form.${when}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.when === 'later' ? (
            <label className={styles.label}>
              {t('form.sendAt')}
              <input className={styles.input} name="sendAt" type="datetime-local" value={draft.sendAt} onChange={(event) => edit({ sendAt: event.target.value })} />
            </label>
          ) : null}
          {problem('sendAt')}
          {message ? <p className={styles.problem} role="alert">{message}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" fill="outline" color="primary" loading={busy} disabled={!saleUnit} data-testid="broadcast-preview">
              {t('form.preview')}
            </Button>
            <Button color="primary" loading={busy} disabled={!saleUnit} onClick={() => void state.send()} data-testid="broadcast-send">
              {t(draft.when === 'later' ? 'form.schedule' : 'form.send')}
            </Button>
          </div>
        </form>
        {preview ? (
          <div className={styles.card} data-testid="broadcast-preview-card">
            <h2>{t('preview.title')}</h2>
            <p className={styles.muted} data-testid="broadcast-audience">
              {t('preview.audience', {
                reachable: preview.Audience.Reachable,
                customers: preview.Audience.Customers,
                skipped: preview.Audience.Skipped,
                batches: preview.Audience.Batches,
              })}
            </p>
            <LinePreview messages={preview.Messages} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
