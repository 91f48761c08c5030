import { registerNamespace } from '@/lib/i18n';
import { subscriptions } from './subscriptions';

registerNamespace('subscriptions', subscriptions);
