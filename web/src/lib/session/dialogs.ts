/** The UI-store dialog name of the merchant center picker. */
export const MERCHANT_CENTER_PICKER_DIALOG = 'merchant-dc-picker';
