import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '@/lib/i18n';

const COLORS: Record<string, 'warning' | 'success' | 'danger'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** A customer's approval state; an approved customer shows nothing on the list's busy rows unless asked. */
export function ApprovalTag({
  status,
  always = false,
}: {
  status: string | null | undefined;
  always?: boolean;
}) {
  const { t } = useTranslation('merchantCustomers');
  if (!status || (status === 'APPROVED' && !always)) return null;
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline">
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
