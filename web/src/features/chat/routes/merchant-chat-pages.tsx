// The merchant's support desk: the center's rooms and a customer's conversation beside them; a
// guest's room opens as /merchant/support/chat?room={roomId} (decision 067).
import { CustomerRecentOrders } from '@/features/merchant-customers';
import type { ChatRoom } from '@eorder/shared';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { useIsPhone } from '@/lib/use-media-query';
import { useChatRooms, useListedRoom, useOpenRoom } from '../api/chat-api';
import { Conversation } from '../components/conversation';
import { RoomList } from '../components/room-list';
import styles from '../components/chat.module.css';
import '../i18n';

const QUICK_REPLY_KEYS = ['quick1', 'quick2', 'quick3', 'quick4'] as const;

function useCenterRooms() {
  const { selectedStaffDist } = useSession();
  const rooms = useChatRooms('merchant', 5_000);
  const saleUnit = selectedStaffDist?.SaleUnit;
  const list = saleUnit ? rooms.data?.filter((room) => room.SaleUnit === saleUnit) : rooms.data;
  return { ...rooms, list, saleUnit };
}

function useDeskHref() {
  const localePath = useLocalePath();
  return (room: ChatRoom) =>
    room.CustomerCode
      ? localePath(paths.merchantSupportChatCustomer.href({ customer: room.CustomerCode }))
      : localePath(paths.merchantSupportChat.href(undefined, { room: room.roomID }));
}

function CustomerPanel({ room }: { room: ChatRoom }) {
  const { t } = useTranslation('chat');
  const localePath = useLocalePath();
  return (
    <aside className={styles.panel} data-testid="chat-customer-panel" aria-label={t('customer')}>
      <h2>{room.title ?? t('guest')}</h2>
      <dl>
        <dt>{t('customerCode')}</dt>
        <dd>{room.CustomerCode ?? t('guest')}</dd>
        <dt>{t('center')}</dt>
        <dd>{room.SaleUnit}</dd>
      </dl>
      {room.CustomerCode && room.SaleUnit ? (
        <Link
          to={localePath(
            paths.merchantCustomerDetail.href({ code: room.CustomerCode, saleunit: room.SaleUnit }),
          )}
        >
          {t('openCustomer')}
        </Link>
      ) : null}
      {room.CustomerCode && room.SaleUnit ? (
        <CustomerRecentOrders code={room.CustomerCode} saleUnit={room.SaleUnit} />
      ) : null}
    </aside>
  );
}

function Desk({
  room,
  loading,
  missing,
}: {
  room: ChatRoom | undefined;
  loading: boolean;
  missing: boolean;
}) {
  const { t } = useTranslation('chat');
  const { t: tp } = useTranslation('pages');
  const isPhone = useIsPhone();
  const rooms = useCenterRooms();
  const hrefOf = useDeskHref();
  const refresh = useCallback(() => void rooms.mutate(), [rooms]);
  const quickReplies = QUICK_REPLY_KEYS.map((key) => t(key));
  const showList = !isPhone || (!room && !loading && !missing);
  const list = rooms.list ? (
    <RoomList rooms={rooms.list} hrefOf={hrefOf} activeId={room?.roomID} />
  ) : rooms.error ? (
    <p role="alert" className={styles.notice}>
      {t('loadFailed')}
    </p>
  ) : (
    <PageSkeleton />
  );
  const conversation = missing ? (
    <p role="alert" className={styles.notice} data-testid="chat-room-missing">
      {t('roomNotFound')}
    </p>
  ) : room ? (
    <Conversation area="merchant" room={room} onRoomChange={refresh} quickReplies={quickReplies} />
  ) : loading ? (
    <PageSkeleton />
  ) : (
    <p className={styles.notice}>{t('pickRoom')}</p>
  );
  return (
    <section
      data-testid={
        room || loading || missing ? 'page-merchantSupportChatCustomer' : 'page-merchantSupportChat'
      }
    >
      <PageTitle title={room?.title ?? tp('title.merchantSupportChat')} />
      {isPhone ? (
        <div className={styles.deskPhone}>{showList ? list : conversation}</div>
      ) : (
        <div className={styles.desk}>
          <nav className={styles.panel} aria-label={t('rooms')}>
            {list}
          </nav>
          {conversation}
          {room ? <CustomerPanel room={room} /> : <div />}
        </div>
      )}
    </section>
  );
}

export function MerchantChatPage() {
  const [search] = useSearchParams();
  const roomId = search.get('room');
  const { room, loading, missing } = useListedRoom('merchant', roomId, 5_000);
  return <Desk room={room} loading={loading} missing={missing} />;
}

export function MerchantChatCustomerPage() {
  const { customer } = useParams();
  const { selectedStaffDist } = useSession();
  const opened = useOpenRoom(
    'merchant',
    customer ? { CustomerCode: customer, SaleUnit: selectedStaffDist?.SaleUnit ?? null } : null,
  );
  const rooms = useChatRooms('merchant', 5_000);
  // The listed room carries fresher read marks and unread counts than the one opened.
  const room =
    rooms.data?.find((candidate) => candidate.roomID === opened.data?.roomID) ?? opened.data;
  return <Desk room={room} loading={!room && !opened.error} missing={!!opened.error} />;
}
