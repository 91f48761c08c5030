import type { ChatMessage, ChatRoom } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import type { ChatArea } from '../api/chat-api';
import type { ConversationState } from '../hooks/use-conversation';
import { isOwnSide, readByOtherSide } from '../lib/chat-lib';
import styles from './chat.module.css';

function timeOf(message: ChatMessage, lang: string): string {
  return new Date(Number(message.timestamp)).toLocaleString(lang === 'en' ? 'en-GB' : 'th-TH', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

type ConversationMessagesProps = { area: ChatArea; room: ChatRoom | undefined } & Pick<
  ConversationState,
  'pages' | 'messages' | 'shownPending' | 'listRef' | 'onScroll' | 'loadOlder' | 'deliver'
>;

/** The scrolling list of a room's messages, older-page button and pending sends. */
export function ConversationMessages(props: ConversationMessagesProps) {
  const { area, room, pages, messages, shownPending, listRef, onScroll, loadOlder, deliver } = props;
  const { t, i18n } = useTranslation('chat');
  return (
    <div className={styles.messages} ref={listRef} onScroll={onScroll} role="log" aria-live="polite" data-testid="chat-messages">
      {pages.hasOlder ? (
        <button type="button" className={styles.older} onClick={loadOlder} data-testid="chat-load-older">
          {pages.isValidating ? t('loading') : t('loadOlder')}
        </button>
      ) : null}
      {pages.error && !pages.data ? (
        <p role="alert" className={styles.notice}>
          {t('loadFailed')}
        </p>
      ) : null}
      {pages.data && messages.length === 0 && shownPending.length === 0 ? <p className={styles.notice}>{t('empty')}</p> : null}
      {messages.map((message) => {
        const own = isOwnSide(area, message);
        const photo = imageUrl(message.imageUrl);
        return (
          <div key={message.id} className={`${styles.bubbleRow} ${own ? styles.own : ''}`} data-testid="chat-message" data-own={own}>
            <div className={styles.bubble}>
              {message.messageType === 'photo' && photo ? (
                <a href={photo} target="_blank" rel="noreferrer">
                  <img src={photo} alt={t('photo')} className={styles.photo} loading="lazy" />
                </a>
              ) : null}
              {message.message ? <p className={styles.text}>{message.message}</p> : null}
            </div>
            <span className={styles.meta}>
              {own && readByOtherSide(area, room, message) ? <span data-testid="chat-read">{t('read')} · </span> : null}
              {timeOf(message, i18n.language)}
            </span>
          </div>
        );
      })}
      {shownPending.map((item) => (
        <div key={item.id} className={`${styles.bubbleRow} ${styles.own}`} data-testid="chat-pending">
          <div className={`${styles.bubble} ${styles.pending}`}>
            {item.messageType === 'photo' ? <p className={styles.text}>{t('photo')}</p> : <p className={styles.text}>{item.message}</p>}
          </div>
          <span className={styles.meta}>
            {item.failed ? (
              <button type="button" className={styles.retry} onClick={() => void deliver(item)}>
                {t('notSent')}
              </button>
            ) : (
              t('sending')
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
