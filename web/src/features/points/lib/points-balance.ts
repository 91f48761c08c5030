// The customer's points, kept on the session's customer (`Points`) where the shell shows them
// (account menu, profile), when profile.showPoint allows.
import { sessionStore, setCustomer } from '@/lib/session';
import { getRuntimeConfig } from '@/lib/config';
import { getPoints } from '../api/get-points';

/** Reads the balance again and puts it on the session; answers it (null when unknown). */
export async function refreshPointBalance(): Promise<number | null> {
  if (!sessionStore.isAuthenticated || !getRuntimeConfig().flags.profile.showPoint) return null;
  const code = sessionStore.customer?.CUSTOMERCODE;
  const points = await getPoints();
  const customer = sessionStore.customer;
  // The session may have changed meanwhile (sign-out, another customer): leave it alone then.
  if (points !== null && customer && customer.CUSTOMERCODE === code) setCustomer({ ...customer, Points: points });
  return points;
}
