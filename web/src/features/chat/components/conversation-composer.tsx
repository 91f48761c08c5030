import { CameraIcon } from '@/components/icons';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ConversationState } from '../hooks/use-conversation';
import styles from './chat.module.css';

type ConversationComposerProps = Pick<ConversationState, 'roomId' | 'text' | 'setText' | 'sendText' | 'onPhoto'> & {
  quickReplies?: readonly string[];
};

/** Quick replies and the form that sends a text or a photo. */
export function ConversationComposer({ roomId, text, setText, sendText, onPhoto, quickReplies }: ConversationComposerProps) {
  const { t } = useTranslation('chat');
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
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
    </>
  );
}
