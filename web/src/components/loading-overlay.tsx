import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uiStore } from '@/lib/ui-store';

const LoadingOverlayView = lazy(() => import('./loading-overlay-view'));

/**
 * The full-screen loading overlay, shown while any operation holds it (see `showLoading`). Its
 * code (mask and spinner animations) loads the first time it is needed.
 */
export function LoadingOverlay() {
  const { loadingCount } = useSnapshot(uiStore);
  const visible = loadingCount > 0;
  const [used, setUsed] = useState(visible);
  useEffect(() => {
    if (visible) setUsed(true);
  }, [visible]);
  if (!used && !visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayView visible={visible} />
    </Suspense>
  );
}
