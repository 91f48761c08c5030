// /merchant/customer/{code}/{saleunit}/photo/capture: a photo of the customer's shop, shrunk in the
// browser and stored in its group (decision 074).
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useTranslation } from '@/lib/i18n';
import { resizeImage } from '@/lib/resize-image';
import { usePhotoGroups } from '../api/customers';
import { PhotoGroupPicker } from '../components/photo-group-picker';
import { useCustomerPage } from '../components/use-customer-page';
import { useCamera } from '../hooks/use-camera';
import { usePhotoCapture } from '../hooks/use-photo-capture';
import '../i18n';
import styles from '../components/merchant-customers.module.css';

export function CapturePage() {
  const { t } = useTranslation('merchantCustomers');
  const { t: tp } = useTranslation('pages');
  const { data: customer, error, isLoading, notFound, code, saleUnit } = useCustomerPage();
  const groups = usePhotoGroups(customer ? saleUnit : null, customer?.TypeCode ?? null);
  const camera = useCamera();
  const { group, pick, setPhoto, preview, saving, save, retake } = usePhotoCapture({ code, saleUnit, groups: groups.data });
  const { start } = camera;

  // The camera opens once the customer is known to be the staff member's.
  const known = customer !== undefined;
  useEffect(() => {
    if (known) void start();
  }, [known, start]);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !customer) return <p role="alert">{t('loadFailed')}</p>;

  return (
    <section className={styles.page} data-testid="page-merchantCustomerPhotoCapture">
      <PageTitle title={tp('title.merchantCustomerPhotoCapture')} />
      <strong>{customer.CUSTOMERNAME}</strong>
      <PhotoGroupPicker groups={groups.data} group={group} onPick={pick} />
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
                  retake();
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
