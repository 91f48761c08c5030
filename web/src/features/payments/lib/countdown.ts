// Time left until a QR expires, counted from the server's clock (ServerTime), not the phone's.

/** Milliseconds by which the phone's clock is ahead of the server's. */
export const clockSkew = (serverTime: string | null | undefined, now = Date.now()): number =>
  serverTime ? now - new Date(serverTime).getTime() : 0;

/** 'm:ss' left until `expiresAt`, never below 0:00. */
export function remaining(expiresAt: string, skewMs: number, now = Date.now()): { ms: number; text: string } {
  const ms = Math.max(0, new Date(expiresAt).getTime() - (now - skewMs));
  const seconds = Math.ceil(ms / 1000);
  return { ms, text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}
