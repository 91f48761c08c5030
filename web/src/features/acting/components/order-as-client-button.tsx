import { Button } from 'antd-mobile';
import { useState } from 'react';
import { isSalemanRole } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { orderAsClientForSales } from '../lib/switch-session';

export interface OrderAsClientButtonProps {
  /** The customer's code and the center to order in. */
  code: string;
  saleUnit: string;
  block?: boolean;
}

/**
 * "Order for this client": a salesperson (roles 3, 4, 5, 8) starts the customer's session and
 * lands on the shop. Renders nothing for other staff.
 */
export function OrderAsClientButton({ code, saleUnit, block }: OrderAsClientButtonProps) {
  const { t } = useTranslation('acting');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const role = session.staff?.user?.role.RoleCode ?? session.staff?.role ?? null;
  if (!isSalemanRole(role)) return null;
  const start = async () => {
    setBusy(true);
    if (!(await orderAsClientForSales(code, saleUnit))) setBusy(false);
  };
  return (
    <Button color="primary" size="small" block={block} loading={busy} onClick={() => void start()}>
      {t('orderForClient')}
    </Button>
  );
}

export default OrderAsClientButton;
