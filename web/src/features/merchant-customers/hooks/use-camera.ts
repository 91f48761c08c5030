// The back camera in a <video>, started on demand and stopped when the page closes; 'unavailable'
// when the browser has no camera or the person refuses it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { scaledJpeg } from '@/lib/resize-image';

export type CameraState = 'off' | 'starting' | 'live' | 'unavailable';

export function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');

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
