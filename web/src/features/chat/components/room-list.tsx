// A list of rooms, latest message first, each with its unread count.
import Badge from 'antd-mobile/es/components/badge';
import type { ChatRoom } from '@eorder/shared';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import styles from './chat.module.css';

export function RoomList({
  rooms,
  hrefOf,
  activeId,
}: {
  rooms: readonly ChatRoom[];
  hrefOf: (room: ChatRoom) => string;
  activeId?: string | undefined;
}) {
  const { t } = useTranslation('chat');
  if (rooms.length === 0) return <p className={styles.notice}>{t('noRooms')}</p>;
  return (
    <ul className={styles.roomList} data-testid="chat-rooms">
      {rooms.map((room) => {
        const unread = Number(room.unread ?? 0);
        const preview = room.latestMessage === '[photo]' ? t('photo') : room.latestMessage;
        return (
          <li key={room.roomID}>
            <Link
              to={hrefOf(room)}
              className={`${styles.roomItem} ${room.roomID === activeId ? styles.roomActive : ''}`}
              data-testid="chat-room"
              data-unread={unread}
              aria-current={room.roomID === activeId ? 'page' : undefined}
            >
              <div className={styles.roomBody}>
                <div className={styles.roomTitle}>{room.title ?? (room.CustomerCode ? room.CustomerCode : t('guest'))}</div>
                <div className={styles.roomPreview}>{preview ?? t('noMessages')}</div>
              </div>
              {unread > 0 ? <Badge content={unread > 99 ? '99+' : unread} aria-label={t('unread', { count: unread })} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
