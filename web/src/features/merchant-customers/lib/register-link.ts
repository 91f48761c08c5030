// The query of the customer registration form when staff register a customer from the back office.

/** layout=merchant, the center (the link's, else the one chosen) and the salesperson's code when known. */
export function registerQuery(from: {
  dist?: string | undefined;
  salecode?: string | undefined;
  selectedDist?: string | null | undefined;
  user?: object | null | undefined;
}): Record<string, string> {
  const query: Record<string, string> = { layout: 'merchant' };
  const dist = from.dist?.trim() || from.selectedDist;
  if (dist) query.dist = dist;
  const own =
    from.user && 'SaleCode' in from.user && typeof from.user.SaleCode === 'string'
      ? from.user.SaleCode
      : '';
  const saleCode = from.salecode?.trim() || own;
  if (saleCode) query.saleCode = saleCode;
  return query;
}

/** The merchant admin (role 1) answers a customer who waits for approval; a rejected one may be approved later. */
export const mayAnswerApproval = (
  role: string | number | null | undefined,
  status: string | null | undefined,
): boolean => String(role ?? '') === '1' && (status === 'PENDING' || status === 'REJECTED');
