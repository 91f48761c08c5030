// Texts of the home page's sections.
// Thai, the default language: these come with the code; English (`./en.ts`) loads when it is needed.

export const th = {
  banners: 'แบนเนอร์ข่าวสารและโปรโมชัน',
  banner: 'แบนเนอร์ {{index}} จาก {{count}}',
  promotions: 'สินค้าโปรโมชัน',
  bestSellers: 'สินค้าขายดีของศูนย์',
  seeAll: 'ดูทั้งหมด',
  seeAllOf: 'ดูทั้งหมดใน {{name}}',
  empty: 'ยังไม่มีสินค้าในหมวดนี้',
  failed: 'โหลดส่วนนี้ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  shelf: 'รายการสินค้า {{name}}',
} as const;
