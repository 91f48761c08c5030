// The payments namespace: texts of the payment pages (method choice, Thai QR, slip, result).
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('payments');
