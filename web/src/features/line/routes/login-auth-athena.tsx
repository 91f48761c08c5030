// /login/auth/athena: the return from LINE Login in a browser (outside the LINE app). LIFF finishes
// the login from the URL it carries; the session is then opened and the person goes on.
import { LineSignInPage } from '../components/line-sign-in-page';

export function LoginAuthAthenaPage() {
  return <LineSignInPage name="loginAuthAthena" area="customer" defaultTarget="/" />;
}

export default LoginAuthAthenaPage;
export { LoginAuthAthenaPage as Component };
