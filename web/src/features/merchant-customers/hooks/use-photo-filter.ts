// The photo page's filter, kept in the address (`group`, `month`) so a reload or a shared link
// shows the same photos; changing it replaces the history entry.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterOfQuery, queryOfFilter, type PhotoFilter } from '../lib/photo-filters';

export function usePhotoFilter(): [PhotoFilter, (next: PhotoFilter) => void] {
  const [params, setParams] = useSearchParams();
  const groups = params.getAll('group').join(',');
  const month = params.get('month');
  const filter = useMemo(() => filterOfQuery(groups, month), [groups, month]);
  const setFilter = (next: PhotoFilter) => setParams(queryOfFilter(next), { replace: true });
  return [filter, setFilter];
}
