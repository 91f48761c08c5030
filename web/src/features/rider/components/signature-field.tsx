// The receiver's signature, drawn on the screen (signature_pad).
import Button from 'antd-mobile/es/components/button';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '@/lib/i18n';
import styles from '../rider.module.css';

export interface SignatureHandle {
  /** The drawing as a PNG, or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
}

export const SignatureField = forwardRef<SignatureHandle>(function SignatureField(_props, ref) {
  const { t } = useTranslation('rider');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    // Sized in device pixels, so the strokes are sharp and land under the finger.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const created = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)' });
    pad.current = created;
    return () => {
      created.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        const element = canvas.current;
        if (!element || !pad.current || pad.current.isEmpty()) {
          resolve(null);
          return;
        }
        element.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  return (
    <div className={styles.field}>
      <span>{t('signature')}</span>
      <canvas ref={canvas} className={styles.signature} aria-label={t('signature')} data-testid="signature-pad" />
      <div>
        <Button size="small" onClick={() => pad.current?.clear()}>
          {t('clearSignature')}
        </Button>
      </div>
    </div>
  );
});
