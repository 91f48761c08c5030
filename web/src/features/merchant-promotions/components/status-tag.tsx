import Tag from 'antd-mobile/es/components/tag';
import { PROMOTION_STATUS_LABELS, promotionStatusColor, type PromotionStatus } from '@eorder/shared';
import { useLang } from '@/config/paths';

/** The specification's colours: CURRENT green, DISABLE grey, EXPIRED red, SOON blue. */
const TAG_COLORS = { green: '#389e0d', grey: '#8c8c8c', red: '#cf1322', blue: '#1677ff' } as const;

export function PromotionStatusTag({ status }: { status: PromotionStatus }) {
  const lang = useLang();
  const color = promotionStatusColor(status);
  return (
    <Tag color={TAG_COLORS[color]} data-testid="promotion-status" data-status={status} data-color={color}>
      {PROMOTION_STATUS_LABELS[status][lang]}
    </Tag>
  );
}
