import { suppressOthers } from 'aria-hidden';
import { useEffect, useState } from 'react';

/**
 * While a popup is open, everything outside it is inert (or hidden from screen readers where a
 * browser lacks `inert`): Tab stays in the popup and a screen reader reads only the popup (ADR
 * 115). Returns a ref for any element inside the popup; the whole popup (mask included, so a tap
 * on the mask still closes it) is what stays alive. A callback ref, as antd-mobile draws a popup's
 * content a render after it is told to open.
 */
export function useInertBehind(active: boolean): (inside: HTMLElement | null) => void {
  const [inside, setInside] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active || !inside) return;
    return suppressOthers(inside.closest('.adm-center-popup, .adm-popup') ?? inside);
  }, [active, inside]);
  return setInside;
}
