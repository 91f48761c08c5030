// The active center's LINE official-account prompt for sessions from LINE; outside LINE it renders
// and loads nothing.
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { LineOfficialAccountPrompt } from '@/features/line';

interface CenterAccount {
  saleUnit: string;
  url: string | null;
}

/** The official-account URL of a center of the signed-in customer, or null when it has none. */
async function officialAccountOf(saleUnit: string): Promise<string | null> {
  const [{ getCustomerDcs }, { officialAccountUrl }] = await Promise.all([
    import('@/features/centers/api/get-customer-dcs'),
    import('@/features/centers/lib/center-rules'),
  ]);
  const answer = await getCustomerDcs(null);
  if (!answer.ok) return null;
  const center = [...answer.data.Customer, ...answer.data.All].find((item) => item.SaleUnit === saleUnit);
  return center ? officialAccountUrl(center) : null;
}

export function ActiveCenterOfficialAccountPrompt() {
  const session = useSession();
  const user = session.customer;
  const saleUnit = session.fromLine && session.isAuthenticated ? (user?.ActiveDC ?? user?.SALEUNIT ?? null) : null;
  const [account, setAccount] = useState<CenterAccount | null>(null);

  useEffect(() => {
    if (!saleUnit) return undefined;
    let cancelled = false;
    officialAccountOf(saleUnit)
      .then((url) => {
        if (!cancelled) setAccount({ saleUnit, url });
      })
      .catch((error: unknown) => console.warn('The center official account could not be looked up.', error));
    return () => {
      cancelled = true;
    };
  }, [saleUnit]);

  const url = saleUnit && account?.saleUnit === saleUnit ? account.url : null;
  if (!saleUnit || !url) return null;
  const centerName = user?.ActiveDCName ?? user?.SALEUNIT_NAME ?? undefined;
  return <LineOfficialAccountPrompt saleUnit={saleUnit} centerName={centerName} officialAccountUrl={url} />;
}
