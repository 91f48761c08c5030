// Words used across the app: buttons, shared components, dialogs.
import type { Texts } from '../texts';
import type { common as th } from '../th/common';

export const common = {
  appName: 'eOrder',
  home: 'Home',
  back: 'Back',
  close: 'Close',
  loading: 'Loading...',
  agree: 'Agree',
  later: 'Later',
  goToMerchant: 'Go to merchant',
  lineOfficialAccountTitle: 'Add the merchant as a friend',
  lineOfficialAccountMessage:
    'This distribution center has its own LINE official account. Go to the merchant to order from this center.',
  cookieConsentTitle: 'Cookies',
  cookieConsentMessage:
    'This website uses cookies to give you the best experience. By continuing to use it you agree to our use of cookies.',
  cookiesPolicy: 'Cookies policy',
  maintenance: 'MA {{from}} - {{to}}',
  maintenanceLabel: 'Scheduled maintenance',
  noData: 'No data available',
  comingSoon: 'This page is being built',
} as const satisfies Texts<typeof th>;
