import { registerNamespace } from '@/lib/i18n';
import { vouchers } from './vouchers';

registerNamespace('vouchers', vouchers);
