// A LINE user without an account: the verified LINE user id waits in a signed httpOnly cookie until
// registration links it, so nobody can register under another LINE user.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { LineArea } from '@eorder/shared';

/** Time to finish the registration (the one-time code included). */
export const PENDING_TTL_SECONDS = 30 * 60;
const AUDIENCE = 'eorder:line-pending';

export interface PendingLineUser {
  userId: string;
  area: LineArea;
  displayName: string | null;
  pictureUrl: string | null;
  saleUnit: string | null;
}

export interface PendingLineUsers {
  seal(user: PendingLineUser): Promise<string>;
  /** The pending user of a cookie value, or undefined when it is missing, forged or expired. */
  open(value: string | undefined): Promise<PendingLineUser | undefined>;
}

export function createPendingLineUsers(
  secret: string,
  clock: () => Date = () => new Date(),
): PendingLineUsers {
  // A key of its own, derived from the shared key: the pending cookie and the internal calls never share one.
  const key = createHmac('sha256', secret).update('eorder line pending registration').digest();
  return {
    async seal(user) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({
        area: user.area,
        name: user.displayName,
        picture: user.pictureUrl,
        dc: user.saleUnit,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + PENDING_TTL_SECONDS)
        .sign(key);
    },
    async open(value) {
      if (!value) return undefined;
      try {
        const { payload } = await jwtVerify(value, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock(),
        });
        if (typeof payload.sub !== 'string') return undefined;
        const area =
          payload.area === 'merchant' || payload.area === 'gateway' ? payload.area : 'customer';
        return {
          userId: payload.sub,
          area,
          displayName: typeof payload.name === 'string' ? payload.name : null,
          pictureUrl: typeof payload.picture === 'string' ? payload.picture : null,
          saleUnit: typeof payload.dc === 'string' ? payload.dc : null,
        };
      } catch {
        return undefined;
      }
    },
  };
}
