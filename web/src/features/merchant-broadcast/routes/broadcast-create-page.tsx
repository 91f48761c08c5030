// /merchant/broadcast/create: a LINE message (text, picture, products or a promotion) to a tag or
// the whole center, now or at a time; the preview shows it as LINE will and who it reaches.
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BROADCAST_IMAGE_FILE, BROADCAST_KINDS, type BroadcastPreviewAnswer } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { resizeImage } from '@/lib/resize-image';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { createBroadcast, previewBroadcast, uploadBroadcastImage, useTags } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import { confirm } from '../components/confirm';
import { LinePreview } from '../components/line-preview';
import { bodyOf, draftProblems, emptyDraft, type BroadcastDraft, type DraftProblem } from '../lib/broadcast-form';
import '../i18n';

export function BroadcastCreatePage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [query] = useSearchParams();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const tags = useTags(saleUnit);
  const [draft, setDraft] = useState<BroadcastDraft>(() => ({ ...emptyDraft(), tagId: query.get('tag') ?? '' }));
  const [shown, setShown] = useState<DraftProblem[]>([]);
  const [preview, setPreview] = useState<BroadcastPreviewAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = useMemo(() => draftProblems(draft), [draft]);

  const edit = (change: Partial<BroadcastDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setPreview(null);
  };

  /** The preview of the draft, or null (with the problems shown) when it is not ready. */
  const look = async (): Promise<BroadcastPreviewAnswer | null> => {
    setShown(problems);
    setMessage(null);
    if (!saleUnit || problems.length > 0) return null;
    setBusy(true);
    const result = await previewBroadcast(bodyOf(draft, saleUnit));
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return null;
    }
    setPreview(result.data);
    return result.data;
  };

  /** Resizes and uploads a chosen picture; its stored path becomes the content's picture. */
  const uploadPicture = async (file: File) => {
    if (!saleUnit) return;
    setBusy(true);
    setMessage(null);
    const result = await uploadBroadcastImage(await resizeImage(file), saleUnit);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    edit({ imageUrl: result.data.ImageUrl });
  };
  const uploaded = BROADCAST_IMAGE_FILE.test(draft.imageUrl.trim()) ? imageUrl(draft.imageUrl.trim()) : null;

  const send = async () => {
    if (!saleUnit) return;
    const seen = preview ?? (await look());
    if (!seen) return;
    if (!(await confirm(t('form.confirm', { title: draft.title.trim(), count: seen.Audience.Reachable })))) return;
    setBusy(true);
    const result = await createBroadcast(bodyOf(draft, saleUnit), saleUnit);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.message);
      return;
    }
    showToast(t(draft.when === 'later' ? 'form.scheduled' : 'form.created'), { kind: 'success' });
    void navigate(localePath(paths.merchantBroadcastDetail.href({ id: result.data.Id })), { replace: true });
  };

  const problem = (field: DraftProblem) =>
    shown.includes(field) && problems.includes(field) ? (
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
            void look();
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
          {draft.kind === 'TEXT' ? (
            <label className={styles.label}>
              {t('form.text')}
              <textarea className={styles.input} name="text" rows={5} maxLength={5000} value={draft.text} onChange={(event) => edit({ text: event.target.value })} />
            </label>
          ) : null}
          {draft.kind === 'IMAGE' ? (
            <>
              <label className={styles.label}>
                {t('form.imageUrl')}
                <input className={styles.input} name="imageUrl" type="url" inputMode="url" value={draft.imageUrl} onChange={(event) => edit({ imageUrl: event.target.value })} />
              </label>
              <label className={styles.label}>
                {t('form.imageUpload')}
                <input
                  className={styles.input}
                  name="imageFile"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  disabled={busy || !saleUnit}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void uploadPicture(file);
                  }}
                />
              </label>
              {uploaded ? <img className={styles.uploaded} src={uploaded} alt={t('form.imageUploaded')} data-testid="broadcast-picture" /> : null}
            </>
          ) : null}
          {draft.kind === 'PRODUCTS' ? (
            <label className={styles.label}>
              {t('form.productCodes')}
              <textarea className={styles.input} name="productCodes" rows={2} value={draft.productCodes} onChange={(event) => edit({ productCodes: event.target.value })} />
            </label>
          ) : null}
          {draft.kind === 'PROMOTION' ? (
            <label className={styles.label}>
              {t('form.promotionId')}
              <input className={styles.input} name="promotionId" inputMode="numeric" value={draft.promotionId} onChange={(event) => edit({ promotionId: event.target.value })} />
            </label>
          ) : null}
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
            <Button color="primary" loading={busy} disabled={!saleUnit} onClick={() => void send()} data-testid="broadcast-send">
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
