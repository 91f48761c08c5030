// The broadcast being written: the draft and its problems, the preview (dropped on every edit), the
// picture upload, and sending after a confirmation that says how many people it reaches.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BROADCAST_IMAGE_FILE, type BroadcastPreviewAnswer } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { resizeImage } from '@/lib/resize-image';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { createBroadcast, previewBroadcast, uploadBroadcastImage } from '../api/broadcast-api';
import { confirm } from '../components/confirm';
import { bodyOf, draftProblems, emptyDraft, type BroadcastDraft, type DraftProblem } from '../lib/broadcast-form';

export function useBroadcastDraft() {
  const { t } = useTranslation('merchantBroadcast');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [query] = useSearchParams();
  const saleUnit = useSession().staff?.selectedDist ?? null;
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

  /** A problem is shown once the merchant asked for the preview, and until it is fixed. */
  const showsProblem = (field: DraftProblem) => shown.includes(field) && problems.includes(field);
  const picture = draft.imageUrl.trim();
  const uploaded = BROADCAST_IMAGE_FILE.test(picture) ? imageUrl(picture) : null;

  return { saleUnit, draft, edit, preview, message, busy, look, uploadPicture, uploaded, send, showsProblem };
}

export type BroadcastDraftState = ReturnType<typeof useBroadcastDraft>;
