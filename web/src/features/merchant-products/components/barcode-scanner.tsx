// The camera view of the scan dialog. Loaded only when the dialog opens; the scanner library
// (@zxing/browser) is a further dynamic import, so no page pays for it until a scan starts.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface BarcodeScannerProps {
  onResult: (text: string) => void;
}

export default function BarcodeScanner({ onResult }: BarcodeScannerProps) {
  const { t } = useTranslation('merchantProducts');
  const video = useRef<HTMLVideoElement>(null);
  const done = useRef(onResult);
  done.current = onResult;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (cancelled || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        // The callback's own controls: a code read on the first frame arrives before the call returns.
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result, _error, scan) => {
          if (!result) return;
          scan.stop();
          done.current(result.getText());
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return failed ? (
    <p role="alert">{t('scan.cameraFailed')}</p>
  ) : (
    <video ref={video} muted playsInline aria-label={t('scan.camera')} style={{ width: '100%', maxHeight: '60vh' }} />
  );
}
