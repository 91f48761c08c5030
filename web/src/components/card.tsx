import type { HTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

type Box = HTMLAttributes<HTMLElement> & { 'data-testid'?: string };

/** A page's outer block: its sections stacked with the house spacing. */
export function Page({ className, children, ...rest }: Box & { children: ReactNode }) {
  return (
    <section className={join(styles.page, className)} {...rest}>
      {children}
    </section>
  );
}

/** A white, bordered block; `as` picks the element (a list item, a section with a label). */
export function Card({
  as: Tag = 'div',
  className,
  children,
  ...rest
}: Box & { as?: 'div' | 'section' | 'li' | 'article'; children: ReactNode }) {
  return (
    <Tag className={join(styles.card, className)} {...rest}>
      {children}
    </Tag>
  );
}

/** A list without bullets, its items spaced like cards. */
export function CardList({
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLUListElement> & { children: ReactNode }) {
  return (
    <ul className={join(styles.list, className)} {...rest}>
      {children}
    </ul>
  );
}

/** The class names, for elements that cannot be the components above (a form, a link). */
export const ui = styles;

/** Nothing to show in a list of cards: the message in a card. */
export function EmptyCard({ children, className, ...rest }: Box & { children: ReactNode }) {
  return (
    <div className={join(styles.card, className)} {...rest}>
      {children}
    </div>
  );
}
