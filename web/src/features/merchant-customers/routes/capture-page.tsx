// /merchant/customer/{code}/{saleunit}/photo/capture: a photo of the customer's shop taken with the
// phone's camera (or picked from the phone when the camera cannot be opened), shrunk in the
// browser, stored in the chosen group, then shown under its group and month.
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bangkokDateKey } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { resizeImage, scaledJpeg } from '@/lib/resize-image';
import { showToast } from '@/lib/toast';
import { usePhotoGroups, uploadCustomerPhoto } from '../api/customers';
import { useCustomerPage } from '../components/use-customer-page';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

type Camera = 'off' | 'starting' | 'live' | 'unavailable';

/** The back camera in a <video>, started on demand and stopped when the page closes. */
function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<Camera>('off');

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      stop();
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      setState('live');
    } catch {
      setState('unavailable');
    }
  }, [stop]);

  /** The current frame as a shrunk JPEG. */
  const snap = async (): Promise<Blob | null> => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return null;
    return scaledJpeg(element, element.videoWidth, element.videoHeight);
  };
  return { video, state, start, snap };
}

export function CapturePage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { data: customer, error, isLoading, notFound, code, saleUnit } = useCustomerPage();
  const groups = usePhotoGroups(customer ? saleUnit : null, customer?.TypeCode ?? null);
  const [picked, setPicked] = useState<string | null>(null);
  const group = picked ?? groups.data?.[0]?.Code ?? null;
  const camera = useCamera();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { start } = camera;

  // The camera opens once the customer is known to be the staff member's.
  const known = customer !== undefined;
  useEffect(() => {
    if (known) void start();
  }, [known, start]);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !customer) return <p role="alert">{t('loadFailed')}</p>;

  const save = async () => {
    if (!photo || !group) return;
    setSaving(true);
    const result = await uploadCustomerPhoto(photo, { code, saleUnit, group });
    setSaving(false);
    if (!result.ok) return;
    showToast(t('capture.saved'), { kind: 'success' });
    const month = bangkokDateKey(new Date(result.data.CreateDate)).slice(0, 6);
    void navigate(
      localePath(paths.merchantCustomerPhoto.href({ code, saleunit: saleUnit }, { group, month })),
      { replace: true },
    );
  };

  return (
    <section className={styles.page} data-testid="page-merchantCustomerPhotoCapture">
      <PageTitle title={tp('title.merchantCustomerPhotoCapture')} />
      <strong>{customer.CUSTOMERNAME}</strong>
      <div className={styles.card} role="radiogroup" aria-label={t('capture.group')}>
        <span className={styles.muted}>{t('capture.group')}</span>
        <div className={styles.chips}>
          {groups.data?.map((item) => (
            <button
              key={item.Code}
              type="button"
              role="radio"
              className={styles.chip}
              data-testid={`capture-group-${item.Code}`}
              aria-checked={item.Code === group}
              aria-pressed={item.Code === group}
              onClick={() => setPicked(item.Code)}
            >
              {item.PictureName}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.card}>
        {preview ? (
          <img
            className={styles.camera}
            src={preview}
            alt={t('capture.preview')}
            data-testid="capture-preview"
          />
        ) : (
          <video
            ref={camera.video}
            className={styles.camera}
            hidden={camera.state !== 'live'}
            autoPlay
            playsInline
            muted
            aria-label={t('capture.camera')}
            data-testid="capture-video"
          />
        )}
        {camera.state === 'unavailable' && !preview ? (
          <p className={styles.muted}>{t('capture.noCamera')}</p>
        ) : null}
        <div className={styles.actions}>
          {preview ? (
            <>
              <Button
                color="primary"
                loading={saving}
                disabled={!group}
                data-testid="capture-save"
                onClick={() => void save()}
              >
                {t('capture.save')}
              </Button>
              <Button
                onClick={() => {
                  setPhoto(null);
                  setPreview(null);
                  void camera.start();
                }}
              >
                {t('capture.retake')}
              </Button>
            </>
          ) : camera.state === 'live' ? (
            <Button
              color="primary"
              data-testid="capture-snap"
              onClick={() => void camera.snap().then(setPhoto)}
            >
              {t('capture.snap')}
            </Button>
          ) : camera.state === 'off' ? (
            <Button color="primary" onClick={() => void camera.start()}>
              {t('capture.start')}
            </Button>
          ) : null}
          <label className={styles.chip}>
            {t('capture.chooseFile')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid="capture-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void resizeImage(file).then(setPhoto);
              }}
            />
          </label>
        </div>
      </div>
    </section>
  );
}
