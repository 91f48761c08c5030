import Tag from 'antd-mobile/es/components/tag';
import { PROMOTION_STATUS_LABELS, promotionStatusColor, type PromotionStatus } from '@eorder/shared';
import { useLang } from '@/config/paths';

/**
 * The specification's colours: CURRENT green, DISABLE grey, EXPIRED red, SOON blue, in shades
 * that give their white text 4.5:1 (WCAG 1.4.3).
 */
const TAG_COLORS = { green: '#237804', grey: '#5f6b7a', red: '#cf1322', blue: '#0958d9' } as const;

export function PromotionStatusTag({ status }: { status: PromotionStatus }) {
  const lang = useLang();
  const color = promotionStatusColor(status);
  return (
    <Tag color={TAG_COLORS[color]} data-testid="promotion-status" data-status={status} data-color={color}>
      {PROMOTION_STATUS_LABELS[status][lang]}
    </Tag>
  );
}
