// /line/authen: sign in with LINE from anywhere: in the LINE app at once, in a browser through LINE
// Login (which returns here), then on to `?redirect=` or home.
import { LineSignInPage } from '../components/line-sign-in-page';

export function LineAuthenPage() {
  return <LineSignInPage name="lineAuthen" area="customer" defaultTarget="/" />;
}

export default LineAuthenPage;
export { LineAuthenPage as Component };
