/**
 * Sign-in and sign-out events, so other features (the cart moves the guest cart after a sign-in,
 * clears per-user keys after a sign-out) react without this feature knowing them.
 */
export type SessionArea = 'customer' | 'staff' | 'rider';

export interface SignedInEvent {
  area: SessionArea;
  /** Customer code, staff user id or rider id of the new session. */
  subject: string;
  /** For the customer area: true when a guest session was replaced (its cart may move over). */
  previousGuest: boolean;
}

export interface SignedOutEvent {
  area: SessionArea;
  /** Customer code, staff user id or rider id of the session that ended. */
  subject: string | null;
  /** Sale unit of the customer session that ended, for per-user keys. */
  saleUnit: string | null;
}

type Listener<E> = (event: E) => void | Promise<void>;

function createEmitter<E>() {
  const listeners = new Set<Listener<E>>();
  return {
    /** Adds a listener; returns the function that removes it. */
    on(listener: Listener<E>): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Calls every listener in order; a failing listener is logged and does not stop the others. */
    async emit(event: E): Promise<void> {
      for (const listener of [...listeners]) {
        try {
          await listener(event);
        } catch (error) {
          console.error('[auth] session listener failed', error);
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}

export const signedIn = createEmitter<SignedInEvent>();
export const signedOut = createEmitter<SignedOutEvent>();

/** Subscribe to sign-ins (customer, staff or rider); returns the unsubscribe function. */
export const onSignedIn = (listener: Listener<SignedInEvent>): (() => void) => signedIn.on(listener);

/** Subscribe to sign-outs; returns the unsubscribe function. */
export const onSignedOut = (listener: Listener<SignedOutEvent>): (() => void) => signedOut.on(listener);
