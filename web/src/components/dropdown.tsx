import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownProps {
  /** The trigger's content; `label` is its accessible name when the content is an icon. */
  trigger: ReactNode;
  label: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  testId?: string;
  className?: string;
}

/**
 * A menu button with a panel: opens on click, closes on Escape, on a click outside, and when an
 * item asks it to. Keyboard users reach the items with Tab; focus returns to the trigger on Escape.
 */
export function Dropdown({ trigger, label, children, align = 'end', testId, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={`eo-dropdown ${className ?? ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="eo-dropdown-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {/* The name is the label, then the words the trigger shows (WCAG 2.5.3: what is seen is
            part of what is heard). */}
        <span className="eo-visually-hidden">{label} </span>
        {trigger}
      </button>
      {open && (
        <div id={panelId} className={`eo-dropdown-panel eo-dropdown-${align}`}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
