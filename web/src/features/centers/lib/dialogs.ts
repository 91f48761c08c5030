// Names of the centers feature's dialogs in the shared UI store (light: the layout imports it).
import { closeDialog, openDialog } from '@/lib/ui-store';

/** The customer's center picker (the UI store names it 'dc-picker'). */
export const CENTER_PICKER_DIALOG = 'dc-picker';
/** The Later / Go to merchant prompt of a center with its own LINE official account. */
export const CENTER_OFFICIAL_ACCOUNT_DIALOG = 'center-line-official-account';

export interface OfficialAccountDialogData {
  url: string;
  name: string;
}

export function openCenterPicker(): void {
  openDialog(CENTER_PICKER_DIALOG);
}

export function closeCenterPicker(): void {
  closeDialog(CENTER_PICKER_DIALOG);
}
