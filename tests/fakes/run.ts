// Starts every fake on fixed ports for working by hand (`pnpm --filter @eorder/tests dev`)
// and prints the settings that point the ordering API and the bff at them.
import * as linePlatform from './line/index';
import * as smsGateway from './sms-gateway/index';

const smsPort = Number(process.env.FAKE_SMS_PORT ?? 4010);
const linePort = Number(process.env.FAKE_LINE_PORT ?? 4020);
const sms = await smsGateway.start({
  port: smsPort,
  apiKey: process.env.FAKE_SMS_API_KEY ?? smsGateway.DEFAULT_SMS_API_KEY,
});
const line = await linePlatform.start({
  port: linePort,
  channelId: process.env.FAKE_LINE_CHANNEL_ID ?? linePlatform.DEFAULT_LINE_CHANNEL_ID,
});
const liffIds = {
  customer: `${line.channelId}-customer`,
  merchant: `${line.channelId}-merchant`,
  gateway: `${line.channelId}-gateway`,
};

console.log(`fake SMS gateway    ${sms.url}   (messages: ${sms.url}/__fake/messages)`);
console.log(
  `fake LINE Platform  ${line.url}   (calls: ${line.url}/__fake/calls, state: ${line.url}/__fake/state)`,
);
console.log('\nStart the ordering API with:');
console.log(`  SMS_PROVIDER=http SMS_GATEWAY_URL=${sms.url}/messages SMS_API_KEY=${sms.apiKey} \\`);
console.log(`  LINE_API_BASE_URL=${line.url} LINE_CHANNEL_ACCESS_TOKEN=${line.channelAccessToken}`);
console.log('\nStart the bff with:');
console.log(`  LINE_API_BASE_URL=${line.url} LINE_CHANNEL_ID=${line.channelId} \\`);
console.log(
  `  LINE_CHANNEL_SECRET=${line.channelSecret} LINE_CHANNEL_ACCESS_TOKEN=${line.channelAccessToken} \\`,
);
console.log(
  `  LIFF_ID_CUSTOMER=${liffIds.customer} LIFF_ID_MERCHANT=${liffIds.merchant} LIFF_ID_GATEWAY=${liffIds.gateway}`,
);
console.log('\nA signed-in LINE user for the LIFF mock build (VITE_LIFF_MOCK=true):');
console.log(
  `  curl -s -X POST ${line.url}/__fake/login -H 'content-type: application/json' -d '{"name":"Somchai"}'`,
);
console.log('\nCtrl-C stops the fakes.');

const stop = () => {
  void Promise.all([sms.stop(), line.stop()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
