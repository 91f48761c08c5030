// Texts of the wishlist: the heart on products and the /profile/wishlist page.
import type { Texts } from '@/lib/i18n/locales/texts';

export const WISHLIST_NAMESPACE = 'wishlist';

const th = {
  add: 'เพิ่ม {{name}} ในสินค้าที่ชอบ',
  remove: 'นำ {{name}} ออกจากสินค้าที่ชอบ',
  added: 'เพิ่มในสินค้าที่ชอบแล้ว',
  removed: 'นำออกจากสินค้าที่ชอบแล้ว',
  failed: 'บันทึกสินค้าที่ชอบไม่สำเร็จ กรุณาลองอีกครั้ง',
  title: 'สินค้าที่ชอบ',
  empty: 'ยังไม่มีสินค้าที่ชอบ',
  emptyHint: 'กดรูปหัวใจที่สินค้าเพื่อเก็บไว้ดูภายหลัง',
  browse: 'เลือกดูสินค้า',
  count: '{{count}} รายการ',
  loadFailed: 'โหลดสินค้าที่ชอบไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  unavailable: 'สินค้าบางรายการไม่มีจำหน่ายในศูนย์นี้แล้ว',
} as const;

const en: Texts<typeof th> = {
  add: 'Add {{name}} to the wishlist',
  remove: 'Remove {{name}} from the wishlist',
  added: 'Added to the wishlist',
  removed: 'Removed from the wishlist',
  failed: 'The wishlist could not be saved. Please try again.',
  title: 'Wishlist',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on a product to keep it for later',
  browse: 'Browse products',
  count: '{{count}} products',
  loadFailed: 'The wishlist could not be loaded',
  retry: 'Try again',
  unavailable: 'Some products are no longer sold by this center',
};

export const wishlist = { th, en };
