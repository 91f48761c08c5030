// /verifyotp?frontend=Y: the code sent by SMS for a registration, then name and password.
import { RegisterVerify } from '../components/register-verify';

export function VerifyOtpPage() {
  return <RegisterVerify backup={false} />;
}

export default VerifyOtpPage;
export { VerifyOtpPage as Component };
