// /backupverifyotp?frontend=Y: /verifyotp for a code sent by a fallback channel (any `Channel` but
// SMS or 'LOG'), so a person told there is no SMS does not request code after code.
import { RegisterVerify } from '../components/register-verify';

export function BackupVerifyOtpPage() {
  return <RegisterVerify backup />;
}

export default BackupVerifyOtpPage;
export { BackupVerifyOtpPage as Component };
