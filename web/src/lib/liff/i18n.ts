// Texts of the LIFF start-up screens (shown before the router, so they belong to the adapter).
import { registerNamespace } from '../i18n';

export const LIFF_NAMESPACE = 'liff';

export const liffTexts = {
  th: {
    failure: {
      initTitle: 'เปิดแอปใน LINE ไม่สำเร็จ',
      initMessage: 'ไม่สามารถเชื่อมต่อกับ LINE ได้ในขณะนี้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
      clockTitle: 'เวลาในอุปกรณ์ไม่ถูกต้อง',
      clockMessage:
        'วันและเวลาในโทรศัพท์ของคุณไม่ตรงกับเวลาจริง LINE จึงยืนยันตัวตนไม่ได้ กรุณาตั้งค่าวันและเวลาเป็นอัตโนมัติ แล้วลองใหม่อีกครั้ง',
      loopTitle: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ',
      loopMessage: 'LINE ยังไม่ได้ยืนยันการเข้าสู่ระบบ กรุณาลองใหม่อีกครั้ง หรือเปิดลิงก์นี้ในแอป LINE',
      retry: 'ลองใหม่อีกครั้ง',
      continueWithout: 'ใช้งานต่อโดยไม่เข้าสู่ระบบ LINE',
      detail: 'รายละเอียด: {{message}}',
    },
  },
  en: {
    failure: {
      initTitle: 'The app could not open in LINE',
      initMessage:
        'LINE cannot be reached right now. Please check your internet connection and try again.',
      clockTitle: "Your device's clock is wrong",
      clockMessage:
        'The date and time on your phone do not match the real time, so LINE cannot confirm who you are. Please set them to automatic and try again.',
      loopTitle: 'Signing in with LINE did not work',
      loopMessage:
        'LINE has not confirmed the sign-in. Please try again, or open this link in the LINE app.',
      retry: 'Try again',
      continueWithout: 'Continue without LINE',
      detail: 'Details: {{message}}',
    },
  },
};

registerNamespace(LIFF_NAMESPACE, liffTexts);
