// Texts of the news page, the content pages, the news and promotions list, the cookie policy and the
// release notes.
import type { Texts } from '@/lib/i18n/locales/texts';

export const CONTENT_NAMESPACE = 'content';

const th = {
  news: {
    tabs: 'หัวข้อ',
    HOWTO_001: 'วิธีการสั่งซื้อ',
    FAQ_001: 'คำถามที่พบบ่อย',
    CONTACT_001: 'ติดต่อเรา',
  },
  updated: 'ปรับปรุงล่าสุด {{date}}',
  notFound: 'ไม่พบเนื้อหานี้',
  notFoundHint: 'เนื้อหาอาจถูกนำออกแล้ว หรือลิงก์ไม่ถูกต้อง',
  failed: 'โหลดเนื้อหาไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  home: 'กลับหน้าแรก',
  cookiePolicy: 'นโยบายคุกกี้',
  cookiePolicyMissing: 'ยังไม่มีนโยบายคุกกี้',
  pages: 'เนื้อหาทั้งหมด',
  pagesEmpty: 'ยังไม่มีเนื้อหา',
  kind: { PAGE: 'หน้าข้อมูล', POLICY: 'นโยบาย' },
  newsList: {
    title: 'ข่าวสารและโปรโมชัน',
    empty: 'ยังไม่มีข่าวสารหรือโปรโมชัน',
    period: '{{from}} - {{to}}',
    more: 'ดูเพิ่มเติม',
    loadMore: 'โหลดเพิ่ม',
    end: 'แสดงครบแล้ว',
    type: { N: 'ข่าวสาร', P: 'โปรโมชัน', B: 'แบนเนอร์' },
  },
  release: {
    title: 'บันทึกการเปลี่ยนแปลง',
    apiTitle: 'บันทึกการเปลี่ยนแปลง API',
    none: 'ยังไม่มีบันทึกการเปลี่ยนแปลง',
    apiIntro: 'รายการเรียก API ของระบบสั่งซื้อ ตามเส้นทางและชื่อฟิลด์ของข้อกำหนด คำอธิบายเป็นภาษาอังกฤษตามเอกสาร API',
    domain: 'หมวด',
    method: 'วิธี',
    path: 'เส้นทาง',
    summary: 'คำอธิบาย',
    origin: { specification: 'ตามข้อกำหนด', ours: 'กำหนดเพิ่ม' },
    count: '{{count}} รายการ',
    filter: 'ค้นหาเส้นทางหรือคำอธิบาย',
  },
} as const;

const en: Texts<typeof th> = {
  news: {
    tabs: 'Topics',
    HOWTO_001: 'How to order',
    FAQ_001: 'FAQ',
    CONTACT_001: 'Contact us',
  },
  updated: 'Updated {{date}}',
  notFound: 'This content could not be found',
  notFoundHint: 'It may have been removed, or the link is wrong',
  failed: 'The content could not be loaded',
  retry: 'Try again',
  home: 'Back to home',
  cookiePolicy: 'Cookie policy',
  cookiePolicyMissing: 'No cookie policy has been written yet',
  pages: 'All content',
  pagesEmpty: 'No content yet',
  kind: { PAGE: 'Page', POLICY: 'Policy' },
  newsList: {
    title: 'News and promotions',
    empty: 'No news or promotions yet',
    period: '{{from}} - {{to}}',
    more: 'Read more',
    loadMore: 'Load more',
    end: 'That is everything',
    type: { N: 'News', P: 'Promotion', B: 'Banner' },
  },
  release: {
    title: 'Release notes',
    apiTitle: 'API release notes',
    none: 'No release notes yet',
    apiIntro: 'The calls of the ordering API, on the specification paths and field names. Descriptions are in English, as in the API documentation.',
    domain: 'Area',
    method: 'Method',
    path: 'Path',
    summary: 'Description',
    origin: { specification: 'From the specification', ours: 'Added' },
    count: '{{count}} calls',
    filter: 'Filter by path or description',
  },
};

export const content = { th, en };
