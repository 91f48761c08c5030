// Texts of the home page's sections.
import type { Texts } from '@/lib/i18n/locales/texts';

export const HOME_NAMESPACE = 'home';

const th = {
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

const en: Texts<typeof th> = {
  banners: 'News and promotion banners',
  banner: 'Banner {{index}} of {{count}}',
  promotions: 'Promotion products',
  bestSellers: 'Best sellers at this center',
  seeAll: 'See all',
  seeAllOf: 'See all in {{name}}',
  empty: 'No products here yet',
  failed: 'This part could not be loaded',
  retry: 'Try again',
  shelf: '{{name}} products',
};

export const home = { th, en };
