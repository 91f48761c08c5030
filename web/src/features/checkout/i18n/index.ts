import { registerNamespace } from '@/lib/i18n';
import { checkout } from './checkout';

registerNamespace('checkout', checkout);
