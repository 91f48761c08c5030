import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** A link that looks like a button (a link inside a button is not valid HTML). */
export function LinkButton({
  children,
  color = 'default',
  block = false,
  className,
  ...props
}: LinkProps & { children: ReactNode; color?: 'primary' | 'default'; block?: boolean }) {
  const classes = ['eo-link-button', `eo-link-button-${color}`, block ? 'eo-link-button-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link className={classes} {...props}>
      {children}
    </Link>
  );
}
