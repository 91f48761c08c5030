import Tag from 'antd-mobile/es/components/tag';
import { isOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@eorder/shared';
import { useLang } from '@/config/paths';

const COLORS: Record<OrderStatus, string> = {
  WAIT: 'warning',
  APPROVED: 'primary',
  SHIPPING: 'primary',
  DELIVERED: 'success',
  CANCELLED: 'default',
};

/** The status of an order in the reader's language, coloured by how far it got. */
export function StatusTag({ status }: { status: string }) {
  const lang = useLang();
  const known = isOrderStatus(status) ? status : null;
  return (
    <Tag color={known ? COLORS[known] : 'default'} fill="outline" data-testid="order-status" data-status={status}>
      {known ? ORDER_STATUS_LABELS[known][lang] : status}
    </Tag>
  );
}

/** The status name alone (timelines, announcements). */
export function statusName(status: string, lang: 'th' | 'en'): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status][lang] : status;
}
