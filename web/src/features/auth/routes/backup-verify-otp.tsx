// /backupverifyotp?frontend=Y: the same verification as /verifyotp, for a code the ordering API
// delivered by its fallback channel.
//
// The decision: `authen/otp/request` answers the `Channel` the code went by. SMS is the primary
// channel ('LOG' is its development stand-in, which writes the code to the server log). When the
// answer names any other channel, the SMS gateway could not be used and the server fell back to
// another one (a LINE message, for instance): the person is sent here, where the page says so,
// because "I did not get an SMS" is then expected and should not make them request code after
// code. A resend that comes back by the other kind of channel moves the person to the matching
// page. Everything else, the 60 s resend included, is the same as /verifyotp.
import { RegisterVerify } from '../components/register-verify';

export function BackupVerifyOtpPage() {
  return <RegisterVerify backup />;
}

export default BackupVerifyOtpPage;
export { BackupVerifyOtpPage as Component };
