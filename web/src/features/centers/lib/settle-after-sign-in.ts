// After a customer signs in (or comes back signed in): their centers are loaded, and the first one
// becomes active when none is or the active one is not theirs. Not where switching is not offered
// (a rich menu or a salesperson set the center).
import { getCustomerDcs } from '../api/get-customer-dcs';
import { centerAfterSignIn } from './center-rules';
import { settleCenterAfterSignIn } from './change-center';
import { activeSaleUnit, switchingAllowed } from './switching';

export async function settleActiveCenter(): Promise<string | null> {
  if (!switchingAllowed()) return null;
  const result = await getCustomerDcs(null);
  if (!result.ok) return null;
  return settleCenterAfterSignIn(centerAfterSignIn(activeSaleUnit(), result.data.Customer));
}
