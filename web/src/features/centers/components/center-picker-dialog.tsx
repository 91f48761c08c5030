// The distribution-center picker: search, the current center first, then nearest (or by name), 12 a
// page; a signed-in customer chooses among their own centers, a guest among all.
import { CENTER_SEARCH_DEBOUNCE_MS, type CustomerDcsAnswer, CALL_PATHS } from '@eorder/shared';
import { CenterPopup, InfiniteScroll } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useInertBehind } from '@/components/use-inert-behind';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import useSWR, { type SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { useSession } from '@/lib/session';
import { swrDefaults } from '@/lib/swr';
import { getCustomerDcs } from '../api/get-customer-dcs';
import '../i18n';
import { choosableCenters, pageOf, searchCenters } from '../lib/center-rules';
import { checkLocation, locationStore } from '../stores/location-store';
import { CenterItem } from './center-item';
import { LocationRow } from './center-location-row';
import styles from './centers.module.css';

export interface CenterPickerDialogProps {
  visible: boolean;
  onClose: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function CenterPickerDialog({ visible, onClose }: CenterPickerDialogProps) {
  const { t } = useTranslation('centers');
  const titleId = useId();
  const session = useSession();
  const { position } = useSnapshot(locationStore);
  const [text, setText] = useState('');
  const term = useDebounced(text, CENTER_SEARCH_DEBOUNCE_MS);
  const [pages, setPages] = useState(1);
  const user = session.customer;
  const active = user ? (user.ActiveDC ?? user.SALEUNIT ?? null) : null;
  const signedIn = session.isAuthenticated;

  useEffect(() => {
    if (visible) void checkLocation();
  }, [visible]);
  useEffect(() => setPages(1), [term]);
  const inertBehind = useInertBehind(visible);

  const key = visible && user ? ([CALL_PATHS.customerDcs, user.CUSTOMERCODE, active, position?.lat ?? null, position?.lng ?? null] as const) : null;
  const { data, error, isLoading, mutate }: SWRResponse<CustomerDcsAnswer, Error> = useSWR(
    key,
    async ([, , , lat, lng]) => {
      const result = await getCustomerDcs(lat !== null && lng !== null ? { lat, lng } : null);
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    { ...swrDefaults, keepPreviousData: true },
  );

  const all = data ? choosableCenters(data, signedIn) : [];
  const matches = searchCenters(all, term, active);
  const { shown, hasMore } = pageOf(matches, pages);

  let body;
  if (error && !data) {
    body = (
      <div className={styles.note} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.nearest} onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (isLoading && !data) {
    body = <Skeleton.Paragraph lineCount={6} animated />;
  } else if (all.length === 0) {
    body = <p className={styles.note}>{t('none')}</p>;
  } else if (matches.length === 0) {
    body = (
      <p className={styles.note} role="status">
        {t('empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} data-testid="center-list">
          {shown.map((center) => (
            <CenterItem key={center.SaleUnit} center={center} current={center.SaleUnit === active} />
          ))}
        </ul>
        <InfiniteScroll
          hasMore={hasMore}
          loadMore={() => {
            setPages((count) => count + 1);
            return Promise.resolve();
          }}
        >
          {hasMore ? t('loadingMore') : null}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} role="dialog" aria-label={t('title')} destroyOnClose>
      <div className={styles.dialog} data-testid="center-picker">
        <h2 ref={inertBehind} id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <SearchField value={text} onChange={setText} label={t('search')} clearable />
        <LocationRow />
        <div className={styles.scroller}>{body}</div>
      </div>
    </CenterPopup>
  );
}

export default CenterPickerDialog;
