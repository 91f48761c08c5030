// Whether the session may switch center, and which center is active (light: the layout reads it).
import { sessionStore } from '@/lib/session';
import { getRuntimeConfig } from '@/lib/config';
import { canSwitchCenter } from './center-rules';

export function activeSaleUnit(): string | null {
  const user = sessionStore.customer;
  return user ? (user.ActiveDC ?? user.SALEUNIT ?? null) : null;
}

/** Switching is offered where the flags allow it and neither a rich menu nor a salesperson set the center. */
export function switchingAllowed(state: { fromRichMenuActiveDc: boolean; isLoginAsSaleman: boolean } = sessionStore): boolean {
  const { flags } = getRuntimeConfig();
  return canSwitchCenter({
    enableMultiDC: flags.enableMultiDC,
    enableChangeDist: flags.enableChangeDist,
    fromRichMenuActiveDc: state.fromRichMenuActiveDc,
    isLoginAsSaleman: state.isLoginAsSaleman,
  });
}
