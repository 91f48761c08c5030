// May the order be placed now: not while ordering is closed or the prices are being fetched again,
// only with an address, and with a payment method (money) or enough points (redeem).
import type { CheckoutAnswer } from '../api/checkout.schema';

interface Gate {
  data: CheckoutAnswer | undefined;
  blockedMessage: string | null;
  validating: boolean;
  pointMode: boolean;
  payment: string | null;
}

export function canPlaceOrder({ data, blockedMessage, validating, pointMode, payment }: Gate): boolean {
  return (
    !!data &&
    !blockedMessage &&
    !validating &&
    (pointMode ? data.Points.Enough : !!payment) &&
    data.ShipTo.length > 0
  );
}
