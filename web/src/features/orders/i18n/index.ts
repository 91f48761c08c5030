import { registerNamespace } from '@/lib/i18n';
import { orders } from './orders';

registerNamespace('orders', orders);
