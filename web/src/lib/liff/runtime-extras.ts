// The LIFF APIs the app needs after start-up, installed on first use. The SDK comes from runtime.ts
// by a static import on purpose: the shared core stays in one chunk, smaller and one request fewer.
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
