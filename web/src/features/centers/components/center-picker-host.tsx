// Mounted once in the customer layout: shows the center picker and the official-account prompt when
// their dialogs are open (their code loads only then), and, once a customer is signed in, makes sure
// the active center is one of theirs. Small on purpose: it is on every customer page.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSession } from '@/lib/session';
import { closeDialog, isDialogOpen, uiStore } from '@/lib/ui-store';
import { CENTER_OFFICIAL_ACCOUNT_DIALOG, CENTER_PICKER_DIALOG, closeCenterPicker, type OfficialAccountDialogData } from '../lib/dialogs';

const CenterPickerDialog = lazy(() => import('./center-picker-dialog'));
const OfficialAccountDialog = lazy(() => import('./official-account-dialog'));

/** Customers whose center was checked on this page load. */
const settled = new Set<string>();

function isOfficialAccountData(value: unknown): value is OfficialAccountDialogData {
  return typeof value === 'object' && value !== null && typeof (value as OfficialAccountDialogData).url === 'string';
}

export function CenterPickerHost() {
  const ui = useSnapshot(uiStore);
  const session = useSession();
  const official = ui.dialogs[CENTER_OFFICIAL_ACCOUNT_DIALOG];
  const customerCode = session.status === 'ready' && session.isAuthenticated ? (session.customer?.CUSTOMERCODE ?? null) : null;

  useEffect(() => {
    if (!customerCode || settled.has(customerCode)) return;
    settled.add(customerCode);
    void import('../lib/settle-after-sign-in')
      .then(({ settleActiveCenter }) => settleActiveCenter())
      .catch((error: unknown) => console.error('The active center could not be checked.', error));
  }, [customerCode]);

  return (
    <Suspense fallback={null}>
      {isDialogOpen(ui, CENTER_PICKER_DIALOG) ? <CenterPickerDialog visible onClose={closeCenterPicker} /> : null}
      {isOfficialAccountData(official) ? (
        <OfficialAccountDialog url={official.url} name={official.name} onClose={() => closeDialog(CENTER_OFFICIAL_ACCOUNT_DIALOG)} />
      ) : null}
    </Suspense>
  );
}
