// The LIFF APIs the app needs after start-up, installed on first use. Modules read
// the LIFF configuration when they are called, so installing them after
// `liff.init` works (the `use` driver has no order constraint).
import GetFriendshipModule from '@line/liff/get-friendship';
import LogoutModule from '@line/liff/logout';
import OpenWindowModule from '@line/liff/open-window';
import RequestFriendshipModule from '@line/liff/request-friendship';
import ShareTargetPickerModule from '@line/liff/share-target-picker';
import type { Liff } from './runtime';

export interface LiffExtras {
  getFriendship: Liff['getFriendship'];
  requestFriendship: Liff['requestFriendship'];
  shareTargetPicker: Liff['shareTargetPicker'];
  openWindow: Liff['openWindow'];
  logout: Liff['logout'];
}

export function installExtras(liff: Liff): LiffExtras {
  liff.use(new GetFriendshipModule());
  liff.use(new RequestFriendshipModule());
  liff.use(new ShareTargetPickerModule());
  liff.use(new OpenWindowModule());
  liff.use(new LogoutModule());
  return liff;
}
