// One room's conversation: pages of 15 messages (older ones load when the list is scrolled to its
// top), live messages from the event stream, text and photos to send, read marks and quick
// replies. A message that failed to send keeps its id, so sending it again cannot post it twice.
import type { ChatRoom } from '@eorder/shared';
import type { ChatArea } from '../api/chat-api';
import { useConversation } from '../hooks/use-conversation';
import { ConversationComposer } from './conversation-composer';
import { ConversationMessages } from './conversation-messages';
import styles from './chat.module.css';

export interface ConversationProps {
  area: ChatArea;
  room: ChatRoom | undefined;
  /** Called when the room's read marks may have moved (the other side read, or this side). */
  onRoomChange?: () => void;
  quickReplies?: readonly string[];
}

export function Conversation({ area, room, onRoomChange, quickReplies }: ConversationProps) {
  const { roomId, pages, messages, shownPending, text, setText, listRef, onScroll, loadOlder, deliver, sendText, onPhoto } =
    useConversation(area, room, onRoomChange);
  return (
    <div className={styles.conversation} data-testid="chat-conversation">
      <ConversationMessages
        area={area}
        room={room}
        pages={pages}
        messages={messages}
        shownPending={shownPending}
        listRef={listRef}
        onScroll={onScroll}
        loadOlder={loadOlder}
        deliver={deliver}
      />
      <ConversationComposer roomId={roomId} text={text} setText={setText} sendText={sendText} onPhoto={onPhoto} quickReplies={quickReplies} />
    </div>
  );
}
