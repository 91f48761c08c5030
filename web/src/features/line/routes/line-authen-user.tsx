// /line/authenuser: confirms who the LINE user is and opens their account (a LINE user without one
// registers first), then `?redirect=` or the profile.
import { paths } from '@/config/paths';
import { LineSignInPage } from '../components/line-sign-in-page';

export function LineAuthenUserPage() {
  return (
    <LineSignInPage name="lineAuthenUser" area="customer" defaultTarget={paths.profile.href()} />
  );
}

export default LineAuthenUserPage;
export { LineAuthenUserPage as Component };
