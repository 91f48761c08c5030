import { useSnapshot } from 'valtio';
import { sessionStore, type SessionState } from './session-store';

/** The sessions, read-only, with their derivations (`isGuest`, `isAuthenticated`, ...). */
export function useSession(): Readonly<SessionState> {
  return useSnapshot(sessionStore) as Readonly<SessionState>;
}
