// The error catalogue's texts. Where the specification gives a Thai text, it is used as given;
// its English texts are the English side, translated here.
export const errors = {
  apiError: 'พบข้อผิดพลาดจาก API: {{message}}',
  unexpectedError: 'ข้อผิดพลาดที่ไม่คาดคิด',
  underMaintenance: 'อยู่ระหว่างการปรับปรุงระบบ',
  genericError: 'พบข้อผิดพลาด',
  somethingWentWrong: 'ขออภัย เกิดข้อผิดพลาดบางอย่าง',
  invalidAnswer: 'ข้อมูลที่ได้รับจากระบบไม่ถูกต้อง',
  errorOccured: 'เกิดข้อผิดพลาด',
  notFoundTitle: 'ไม่พบหน้านี้',
  errorTitle: 'ข้อผิดพลาด',
  pageNotFound: 'ไม่พบหน้าที่คุณต้องการ',
  errorPageFailed: 'เกิดข้อผิดพลาดระหว่างแสดงหน้าข้อผิดพลาด',
  backHome: 'กลับหน้าหลัก',
  retry: 'ลองอีกครั้ง',
  chunkReloading: 'กำลังโหลดหน้าใหม่...',
  chunkFailed: 'ไม่สามารถโหลดหน้านี้ได้ โปรดลองใหม่อีกครั้ง',
  statusCode: 'รหัสสถานะ {{code}}',
} as const;
