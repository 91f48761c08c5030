import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uiStore } from '@/lib/ui-store';

const CategoryDrawerView = lazy(() => import('./category-drawer-view'));

/**
 * The category drawer (open or closed, closed by default). The five-level tree
 * (GET_MASTER_DATA/GET_HIERARCHY_ALL) and the drawer display groups come with the catalogue issue;
 * until then it says there are no categories. Its code loads the first time it opens.
 */
export function CategoryDrawer({ showLanguage = false }: { showLanguage?: boolean }) {
  const { drawerOpen } = useSnapshot(uiStore);
  const [used, setUsed] = useState(drawerOpen);
  useEffect(() => {
    if (drawerOpen) setUsed(true);
  }, [drawerOpen]);
  if (!used && !drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CategoryDrawerView open={drawerOpen} showLanguage={showLanguage} />
    </Suspense>
  );
}
