// UI state shared by the shell and the features: the loading overlay, the category drawer, and which
// named dialog is open. Changed only through the actions below.
import { proxy } from 'valtio';

export type DialogName =
  | 'dc-picker'
  | 'line-official-account'
  | 'cookie-consent'
  | 'merchant-dc-picker'
  | (string & {});

export interface UiState {
  /** How many operations want the loading overlay; it shows while > 0. */
  loadingCount: number;
  drawerOpen: boolean;
  /** The open dialogs, by name, with the data each was opened with. */
  dialogs: Record<string, unknown>;
}

export const uiStore = proxy<UiState>({ loadingCount: 0, drawerOpen: false, dialogs: {} });

export function showLoading(): void {
  uiStore.loadingCount += 1;
}

export function hideLoading(): void {
  uiStore.loadingCount = Math.max(0, uiStore.loadingCount - 1);
}

/** Shows the overlay for the duration of `work`, hiding it even when `work` fails. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

export function openDrawer(): void {
  uiStore.drawerOpen = true;
}

export function closeDrawer(): void {
  uiStore.drawerOpen = false;
}

export function toggleDrawer(): void {
  uiStore.drawerOpen = !uiStore.drawerOpen;
}

export function openDialog(name: DialogName, data: unknown = true): void {
  uiStore.dialogs[name] = data;
}

export function closeDialog(name: DialogName): void {
  delete uiStore.dialogs[name];
}

export function closeAllDialogs(): void {
  uiStore.dialogs = {};
}

export function isDialogOpen(state: Pick<UiState, 'dialogs'>, name: DialogName): boolean {
  return name in state.dialogs;
}
