// /gateway/line/authen: the endpoint of the gateway LIFF app: signs in with the gateway app's
// LINE channel and continues to `?redirect=` (a payment step) or home.
import { LineSignInPage } from '../components/line-sign-in-page';

export function GatewayLineAuthenPage() {
  return <LineSignInPage name="gatewayLineAuthen" area="gateway" defaultTarget="/" />;
}

export default GatewayLineAuthenPage;
export { GatewayLineAuthenPage as Component };
