// The one cart text the first page needs (the add toast); the cart pages register the rest.
import { registerNamespace } from '@/lib/i18n';

registerNamespace('cart-toast', {
  th: { added: 'เพิ่ม {{name}} ลงในตะกร้าแล้ว' },
  en: { added: '{{name}} added to cart' },
});
