// Words used across the app: buttons, shared components, dialogs.
export const common = {
  appName: 'อีออเดอร์',
  home: 'หน้าแรก',
  back: 'ย้อนกลับ',
  close: 'ปิด',
  loading: 'กำลังโหลด...',
  agree: 'ยอมรับ',
  later: 'ไว้ภายหลัง',
  goToMerchant: 'ไปที่ร้านค้า',
  lineOfficialAccountTitle: 'เพิ่มเพื่อนร้านค้า',
  lineOfficialAccountMessage: 'ศูนย์จัดจำหน่ายนี้มีบัญชีทางการ LINE ของตนเอง ไปที่ร้านค้าเพื่อสั่งซื้อกับศูนย์นี้',
  cookieConsentTitle: 'การใช้คุกกี้',
  cookieConsentMessage:
    'เว็บไซต์นี้ใช้คุกกี้เพื่อให้คุณได้รับประสบการณ์การใช้งานที่ดีที่สุด การใช้งานเว็บไซต์ต่อถือว่าคุณยอมรับการใช้คุกกี้',
  cookiesPolicy: 'นโยบายคุกกี้',
  maintenance: 'MA {{from}} - {{to}}',
  maintenanceLabel: 'ประกาศปิดปรับปรุงระบบ',
  noData: 'ไม่มีข้อมูล',
  comingSoon: 'หน้านี้กำลังอยู่ระหว่างการพัฒนา',
} as const;
