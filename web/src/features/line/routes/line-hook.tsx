// /line_hook: where LINE hands the person back to the app (the LIFF endpoint's hook). It finishes
// the LINE sign-in and goes on to `?redirect=` or home; the back button from it goes home.
import { LineSignInPage } from '../components/line-sign-in-page';

export function LineHookPage() {
  return <LineSignInPage name="lineHook" area="customer" defaultTarget="/" />;
}

export default LineHookPage;
export { LineHookPage as Component };
