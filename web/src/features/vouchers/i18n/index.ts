// The vouchers namespace: texts of the voucher and coupon pages. Its texts are
// `../locales/<lang>/vouchers.json`; they start loading, in the language on screen, when anything
// that shows them is first imported.
import { loadNamespaces } from '@/lib/i18n';

void loadNamespaces('vouchers');
