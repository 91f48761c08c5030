// Texts of the wishlist: the heart on products and the /profile/wishlist page.
// Thai, the default language: these come with the code; English (`./en.ts`) loads when it is needed.

export const th = {
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
