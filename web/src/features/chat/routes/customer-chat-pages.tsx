// The customer's chat pages: the room list (/chat/list), a center's room (/chat/list/{saleUnit}),
// a room (/chat/list/room/{roomId}; the active center's when none) and a guest's room
// (/chat/guest), which becomes the customer's when they sign in.
import Button from 'antd-mobile/es/components/button';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath } from '@/config/paths';
import { useShellSession } from '@/app/session';
import { useTranslation } from '@/lib/i18n';
import { openRoom, useChatRooms, useListedRoom, useOpenRoom } from '../api/chat-api';
import { Conversation } from '../components/conversation';
import { RoomList } from '../components/room-list';
import styles from '../components/chat.module.css';
import '../i18n';

export function ChatListPage() {
  const { t } = useTranslation('chat');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { data: rooms, error, mutate } = useChatRooms('customer');
  const start = async () => {
    const room = await openRoom('customer', {});
    await mutate();
    void navigate(localePath(paths.chatRoom.href({ id: room.roomID })));
  };
  return (
    <section data-testid="page-chatList">
      <PageTitle title={tp('title.chatList')} />
      <Button color="primary" block onClick={() => void start()} data-testid="chat-start">
        {t('chatWithCenter')}
      </Button>
      {error ? (
        <p role="alert" className={styles.notice}>
          {t('loadFailed')} <Button size="mini" onClick={() => void mutate()}>{t('retry')}</Button>
        </p>
      ) : null}
      {!rooms && !error ? <PageSkeleton /> : null}
      {rooms ? <RoomList rooms={rooms} hrefOf={(room) => localePath(paths.chatRoom.href({ id: room.roomID }))} /> : null}
    </section>
  );
}

/** /chat/list/{id}: the room with the center `id`. */
export function ChatCenterPage() {
  const { id } = useParams();
  const localePath = useLocalePath();
  const { data: room, error } = useOpenRoom('customer', { SaleUnit: id ?? null });
  const { t } = useTranslation('chat');
  if (error) return <p role="alert" className={styles.notice}>{t('loadFailed')}</p>;
  if (!room) return <PageSkeleton />;
  return <Navigate to={localePath(paths.chatRoom.href({ id: room.roomID }))} replace />;
}

function RoomView({ roomId, testId }: { roomId: string | undefined; testId: string }) {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('chat');
  // Without a room id: the room with the active center.
  const opened = useOpenRoom('customer', roomId ? null : {});
  const listed = useListedRoom('customer', roomId, 15_000);
  const { rooms } = listed;
  const room = roomId ? listed.room : opened.data;
  const refresh = useCallback(() => void rooms.mutate(), [rooms]);
  const missing = roomId ? listed.missing : !!opened.error;
  return (
    <section data-testid={testId}>
      <PageTitle title={room?.title ?? tp('title.chatRoom')} />
      {missing ? (
        <p role="alert" className={styles.notice}>
          {t('roomNotFound')}
        </p>
      ) : room ? (
        <Conversation area="customer" room={room} onRoomChange={refresh} />
      ) : (
        <PageSkeleton />
      )}
    </section>
  );
}

export function ChatRoomPage() {
  const { id } = useParams();
  return <RoomView roomId={id} testId="page-chatRoom" />;
}

export function ChatGuestPage() {
  const { customer } = useShellSession();
  const localePath = useLocalePath();
  // A signed-in customer's rooms are in their list; their guest room came with them.
  if (!customer.isGuest) return <Navigate to={localePath(paths.chatList.href())} replace />;
  return <RoomView roomId={undefined} testId="page-chatGuest" />;
}
