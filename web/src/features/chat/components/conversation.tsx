// One room's conversation: pages of 15 messages (older ones load when the list is scrolled to its
// top), live messages from the event stream, text and photos to send, read marks and quick
// replies. A message that failed to send keeps its id, so sending it again cannot post it twice.
import { CameraIcon } from '@/components/icons';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ChatMessage, ChatRoom } from '@eorder/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { showToast } from '@/lib/toast';
import {
  markRead,
  roomsKey,
  sendMessage,
  uploadPhoto,
  useRoomEvents,
  useRoomMessages,
  type ChatArea,
} from '../api/chat-api';
import { resizeImage } from '@/lib/resize-image';
import { isOwnSide, mergeMessages, newMessageId, readByOtherSide } from '../lib/chat-lib';
import styles from './chat.module.css';

interface Pending {
  id: string;
  message: string;
  messageType: 'text' | 'photo';
  imageUrl?: string | null;
  file?: Blob;
  failed: boolean;
}

export interface ConversationProps {
  area: ChatArea;
  room: ChatRoom | undefined;
  /** Called when the room's read marks may have moved (the other side read, or this side). */
  onRoomChange?: () => void;
  quickReplies?: readonly string[];
}

function timeOf(message: ChatMessage, lang: string): string {
  return new Date(Number(message.timestamp)).toLocaleString(lang === 'en' ? 'en-GB' : 'th-TH', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function Conversation({ area, room, onRoomChange, quickReplies }: ConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const roomId = room?.roomID;
  const { mutate: mutateGlobal } = useSWRConfig();
  const pages = useRoomMessages(area, roomId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const fileRef = useRef<HTMLInputElement>(null);

  const messages = useMemo(() => mergeMessages([...(pages.data ?? [])].reverse(), live), [pages.data, live]);
  const shownPending = pending.filter((item) => !messages.some((message) => message.id === item.id));

  const read = useCallback(() => {
    if (!roomId) return;
    void markRead(area, roomId).then(() => {
      void mutateGlobal(roomsKey(area));
      onRoomChange?.();
    });
  }, [area, roomId, mutateGlobal, onRoomChange]);

  useEffect(() => {
    setLive([]);
    setPending([]);
    stickToBottom.current = true;
  }, [roomId]);

  // Opening the room reads it.
  useEffect(() => {
    if (pages.data) read();
  }, [pages.data !== undefined, read]); // eslint-disable-line react-hooks/exhaustive-deps -- read once when the first page arrives, not on each page

  useRoomEvents(area, roomId, {
    onMessage: (message) => {
      setLive((current) => [...current.filter((item) => item.id !== message.id), message]);
      if (isOwnSide(area, message)) onRoomChange?.();
      else if (document.visibilityState === 'visible') read();
    },
    onOpen: () => void pages.mutate(),
  });

  // New messages keep the list at its bottom unless the reader scrolled up to older ones.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages.length, shownPending.length]);

  const loadOlder = useCallback(() => {
    const list = listRef.current;
    if (!list || !pages.hasOlder || pages.isValidating) return;
    const fromBottom = list.scrollHeight - list.scrollTop;
    void pages.setSize(pages.size + 1).then(() => {
      // Keep the message in view where it was once the older page is above it.
      requestAnimationFrame(() => {
        if (listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight - fromBottom;
      });
    });
  }, [pages]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop < 24) loadOlder();
  };

  async function deliver(item: Pending) {
    if (!roomId) return;
    setPending((current) => [...current.filter((other) => other.id !== item.id), { ...item, failed: false }]);
    stickToBottom.current = true;
    try {
      let url = item.imageUrl ?? null;
      if (item.messageType === 'photo' && !url && item.file) {
        try {
          url = await uploadPhoto(area, roomId, item.id, item.file);
        } catch {
          showToast(t('uploadFailed'), { kind: 'fail' });
          throw new Error('upload');
        }
        setPending((current) => current.map((other) => (other.id === item.id ? { ...other, imageUrl: url } : other)));
      }
      const sent = await sendMessage(area, roomId, {
        id: item.id,
        message: item.message,
        messageType: item.messageType,
        ...(url ? { imageUrl: url } : {}),
      });
      setLive((current) => [...current.filter((other) => other.id !== sent.id), sent]);
      setPending((current) => current.filter((other) => other.id !== item.id));
    } catch {
      setPending((current) => current.map((other) => (other.id === item.id ? { ...other, failed: true } : other)));
    }
  }

  const sendText = (value: string) => {
    const message = value.trim();
    if (!message) return;
    setText('');
    void deliver({ id: newMessageId(), message, messageType: 'text', failed: false });
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const blob = await resizeImage(file);
    void deliver({ id: newMessageId(), message: '', messageType: 'photo', file: blob, failed: false });
  };

  return (
    <div className={styles.conversation} data-testid="chat-conversation">
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
      {quickReplies && quickReplies.length > 0 ? (
        <div className={styles.quick} aria-label={t('quickReplies')}>
          {quickReplies.map((reply) => (
            <button key={reply} type="button" className={styles.quickReply} onClick={() => sendText(reply)} data-testid="chat-quick-reply">
              {reply}
            </button>
          ))}
        </div>
      ) : null}
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          sendText(text);
        }}
      >
        <button type="button" className={styles.photoButton} onClick={() => fileRef.current?.click()} aria-label={t('sendPhoto')} disabled={!roomId}>
          <CameraIcon size={22} />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          data-testid="chat-photo-input"
          onChange={(event) => {
            void onPhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <TextArea
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={4000}
          aria-label={t('placeholder')}
          data-testid="chat-input"
          onEnterPress={(event) => {
            if (!event.shiftKey) {
              event.preventDefault();
              sendText(text);
            }
          }}
        />
        <Button type="submit" color="primary" size="small" disabled={!roomId || text.trim() === ''} data-testid="chat-send">
          {t('send')}
        </Button>
      </form>
    </div>
  );
}
