// The LIFF APIs the app needs after start-up, installed on first use. Modules read
// the LIFF configuration when they are called, so installing them after
// `liff.init` works (the `use` driver has no order constraint).
//
// The SDK object comes from runtime.ts by a static import, on purpose: everything this chunk shares
// with the start-up (nearly all of the SDK's core) then stays in the start-up's one chunk, instead of
// a third file that both would load. One file compresses better (about 1.6 KB gzip less) and is one
// request fewer on LINE's start-up.
import GetFriendshipModule from '@line/liff/get-friendship';
import LogoutModule from '@line/liff/logout';
import OpenWindowModule from '@line/liff/open-window';
import RequestFriendshipModule from '@line/liff/request-friendship';
import ShareTargetPickerModule from '@line/liff/share-target-picker';
import { sdk, type Liff } from './runtime';

export interface LiffExtras {
  getFriendship: Liff['getFriendship'];
  requestFriendship: Liff['requestFriendship'];
  shareTargetPicker: Liff['shareTargetPicker'];
  openWindow: Liff['openWindow'];
  logout: Liff['logout'];
}

let installed = false;

export function installExtras(): LiffExtras {
  if (!installed) {
    installed = true;
    sdk.use(new GetFriendshipModule());
    sdk.use(new RequestFriendshipModule());
    sdk.use(new ShareTargetPickerModule());
    sdk.use(new OpenWindowModule());
    sdk.use(new LogoutModule());
  }
  return sdk;
}
