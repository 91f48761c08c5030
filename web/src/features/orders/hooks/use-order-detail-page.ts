// The order of the URL: its id, its center (the URL's, else the session's active center), the
// order itself, whether the customer just placed it, and buy again.
import { useLocation, useParams } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { useOrderDetail } from '../api/get-order-detail';
import { useBuyAgain } from './use-buy-again';

export function useOrderDetailPage() {
  const location = useLocation();
  const session = useSession();
  const params = useParams();
  const orderId = params.orderid ?? null;
  const saleUnit = params.saleunit || session.customer?.ActiveDC || session.customer?.SALEUNIT || null;
  const detail = useOrderDetail(orderId, saleUnit);
  const buy = useBuyAgain();
  const placed = (location.state as { placed?: boolean } | null)?.placed === true;
  return { ...detail, buy, placed };
}
