// Starts every fake on fixed ports for working by hand (`pnpm --filter @eorder/tests dev`)
// and prints the settings that point the ordering API at them.
import * as smsGateway from './sms-gateway/index';

const smsPort = Number(process.env.FAKE_SMS_PORT ?? 4010);
const sms = await smsGateway.start({ port: smsPort, apiKey: process.env.FAKE_SMS_API_KEY ?? smsGateway.DEFAULT_SMS_API_KEY });

console.log(`fake SMS gateway  ${sms.url}   (messages: ${sms.url}/__fake/messages)`);
console.log('\nStart the ordering API with:');
console.log(`  SMS_PROVIDER=http SMS_GATEWAY_URL=${sms.url}/messages SMS_API_KEY=${sms.apiKey}`);
console.log('\nCtrl-C stops the fakes.');

const stop = () => {
  void sms.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
