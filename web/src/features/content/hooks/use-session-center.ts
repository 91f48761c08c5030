// The center of the customer's or guest's session: news and content pages differ by center
// (decision 036), so their cache keys carry it and a center switch fetches them again.
import { useSession } from '@/lib/session';

export function useSessionCenter(): string | null {
  const user = useSession().customer;
  return user ? (user.ActiveDC ?? user.SALEUNIT ?? null) : null;
}
