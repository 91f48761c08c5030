// How a broadcast's LINE messages will look in the chat: a text bubble, the picture, or a Flex
// card shown by its texts (LINE draws Flex itself; this is a close enough likeness to check).
import { useTranslation } from '@/lib/i18n';
import styles from './broadcast.module.css';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The texts of a Flex component tree, in reading order. */
export function flexTexts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(flexTexts);
  if (!isObject(node)) return [];
  const own = node.type === 'text' && typeof node.text === 'string' ? [node.text] : [];
  const label = isObject(node.action) && typeof node.action.label === 'string' ? [`[${node.action.label}]`] : [];
  return [...own, ...label, ...['hero', 'body', 'footer', 'contents'].flatMap((key) => flexTexts(node[key]))];
}

export function LinePreview({ messages }: { messages: unknown[] }) {
  const { t } = useTranslation('merchantBroadcast');
  return (
    <div className={styles.chat} data-testid="line-preview">
      {messages.map((message, index) => {
        if (!isObject(message)) return null;
        if (message.type === 'text') {
          return (
            <div key={index} className={styles.bubble}>
              {textOf(message.text)}
            </div>
          );
        }
        if (message.type === 'image') {
          return (
            <div key={index} className={styles.bubble}>
              <img src={textOf(message.previewImageUrl)} alt="" loading="lazy" />
            </div>
          );
        }
        const contents = isObject(message.contents) ? message.contents : {};
        const bubbles = contents.type === 'carousel' && Array.isArray(contents.contents) ? contents.contents : [contents];
        return bubbles.map((bubble, n) => (
          <div key={`${index}-${n}`} className={styles.bubble}>
            <span className={styles.muted}>{t('preview.flex', { alt: textOf(message.altText) })}</span>
            {flexTexts(bubble).map((text, k) => (
              <div key={k}>{text}</div>
            ))}
          </div>
        ));
      })}
    </div>
  );
}
