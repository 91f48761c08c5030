// Every fake of an outside platform, each started with start({ port: 0 }).
export * as smsGateway from './sms-gateway/index';
export { smsGatewayClient, type SmsGatewayClient } from './sms-gateway/client';
export type { FakeSmsGateway, SmsMessage } from './sms-gateway/index';
export * as linePlatform from './line/index';
export { linePlatformClient, type LinePlatformClient, type FakeLineState } from './line/client';
export { liffMockData, type LiffMockOptions } from './line/liff-mock';
export type { FakeLinePlatform, LineProfile, RecordedCall } from './line/index';
export * as slipVerify from './slip-verify/index';
export * as ghl from './ghl/index';
export * as kbank from './kbank/index';
export type { FakeKbank, KbankCharge } from './kbank/index';
