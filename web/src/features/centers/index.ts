// The centers feature's public face, light enough for the layouts: the picker's host (mount once in
// the customer layout), the entry that shows the active center and opens the picker, and the
// functions to open it. The picker and the switch itself load on demand.
export { CenterPickerHost } from './components/center-picker-host';
export { CenterPickerEntry } from './components/center-picker-entry';
export { openCenterPicker, closeCenterPicker, CENTER_PICKER_DIALOG } from './lib/dialogs';
