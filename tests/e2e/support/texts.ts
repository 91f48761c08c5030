// What a person reads on the pages, in Thai and English. The journeys find
// elements by these words (and their roles), so a missing translation or a
// renamed button breaks a journey as it would confuse a person.
export type Lang = 'th' | 'en';

export const texts = {
  th: {
    nav: { home: 'หน้าแรก', product: 'สินค้า', howToOrder: 'วิธีการสั่งซื้อ', faq: 'คำถามที่พบบ่อย', contactUs: 'ติดต่อเรา' },
    searchPlaceholder: 'ค้นหาสินค้า',
    cart: 'ตะกร้าสินค้า',
    accountMenu: 'เมนูบัญชี',
    registerLogin: 'สมัครสมาชิก / เข้าสู่ระบบ',
    logout: 'ออกจากระบบ',
    guest: 'ผู้เยี่ยมชม',
    bottomNavigation: 'เมนูด้านล่าง',
    bottomNav: { home: 'หน้าแรก', product: 'สินค้า', cart: 'ตะกร้าสินค้า', profile: 'โปรไฟล์' },
    footer: { about: 'เกี่ยวกับเรา', privacyPolicy: 'นโยบายความเป็นส่วนตัว', yourRights: 'สิทธิของคุณ' },
    notFoundTitle: 'ไม่พบหน้านี้',
    pageNotFound: 'ไม่พบหน้าที่คุณต้องการ',
    otpInvalid: 'รหัส OTP ไม่ถูกต้อง',
    welcome: 'ยินดีต้อนรับ',
    field: {
      mobile: 'หมายเลขโทรศัพท์มือถือ',
      mobileOrUsername: 'หมายเลขโทรศัพท์มือถือหรือชื่อผู้ใช้',
      password: 'รหัสผ่าน',
      confirmPassword: 'ยืนยันรหัสผ่าน',
      name: 'ชื่อ-นามสกุล หรือชื่อร้าน',
      otp: 'รหัส OTP 6 หลัก',
    },
    action: { login: 'เข้าสู่ระบบ', requestOtp: 'ขอรหัส OTP', verify: 'ยืนยันรหัส', register: 'สมัครสมาชิก' },
    centerPicker: 'เลือกศูนย์จัดจำหน่าย',
    cookieConsent: 'การใช้คุกกี้',
    cookiesPolicy: 'นโยบายคุกกี้',
    agree: 'ยอมรับ',
    language: 'ภาษา',
    openCategories: 'เปิดหมวดหมู่สินค้า',
  },
  en: {
    nav: { home: 'Home', product: 'Products', howToOrder: 'How to order', faq: 'FAQ', contactUs: 'Contact us' },
    searchPlaceholder: 'Search products',
    cart: 'Cart',
    accountMenu: 'Account menu',
    registerLogin: 'Register / Login',
    logout: 'Logout',
    guest: 'Guest',
    bottomNavigation: 'Bottom navigation',
    bottomNav: { home: 'Home', product: 'Products', cart: 'Cart', profile: 'Profile' },
    footer: { about: 'About', privacyPolicy: 'Privacy policy', yourRights: 'Your rights' },
    notFoundTitle: 'Not Found',
    pageNotFound: 'This page could not be found',
    otpInvalid: 'The one-time code is incorrect.',
    welcome: 'Welcome',
    field: {
      mobile: 'Mobile number',
      mobileOrUsername: 'Mobile number or username',
      password: 'Password',
      confirmPassword: 'Confirm password',
      name: 'Full name or shop name',
      otp: '6-digit OTP',
    },
    action: { login: 'Login', requestOtp: 'Request OTP', verify: 'Verify', register: 'Register' },
    centerPicker: 'Select distribution center',
    cookieConsent: 'Cookies',
    cookiesPolicy: 'Cookies policy',
    agree: 'Agree',
    language: 'Language',
    openCategories: 'Open categories',
  },
} as const;

/** The route for `lang`: Thai at the root, English under `en/`. */
export function localized(lang: Lang, route = ''): string {
  const clean = route.replace(/^\/+/, '');
  return lang === 'th' ? clean : `en/${clean}`;
}

/** A form field by its label, which may carry a required mark after it ("รหัสผ่าน *"). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
