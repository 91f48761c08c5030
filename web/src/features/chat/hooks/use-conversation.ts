import type { ChatMessage, ChatRoom } from '@eorder/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '@/lib/i18n';
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
import { isOwnSide, mergeMessages, newMessageId } from '../lib/chat-lib';

export interface Pending {
  id: string;
  message: string;
  messageType: 'text' | 'photo';
  imageUrl?: string | null;
  file?: Blob;
  failed: boolean;
}

/** The state of one room's conversation: its pages, live and pending messages, and the ways to send. */
export function useConversation(area: ChatArea, room: ChatRoom | undefined, onRoomChange?: () => void) {
  const { t } = useTranslation('chat');
  const roomId = room?.roomID;
  const { mutate: mutateGlobal } = useSWRConfig();
  const pages = useRoomMessages(area, roomId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

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

  return { roomId, pages, messages, shownPending, text, setText, listRef, onScroll, loadOlder, deliver, sendText, onPhoto };
}

export type ConversationState = ReturnType<typeof useConversation>;
