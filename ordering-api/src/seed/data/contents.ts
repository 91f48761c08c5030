/** Content pages of the demo data, as simple safe HTML (no scripts, no inline handlers, no styles). */
export interface ContentSeed {
  code: string;
  kind: string;
  titleTh: string;
  titleEn: string;
  bodyHtmlTh: string;
  bodyHtmlEn: string;
  version?: string;
}

export const CONTENTS: readonly ContentSeed[] = [
  {
    code: 'RELEASE_NOTES',
    kind: 'PAGE',
    titleTh: 'บันทึกการปรับปรุงระบบ',
    titleEn: 'Release notes',
    bodyHtmlTh:
      '<h2>เวอร์ชันล่าสุด</h2><ul><li>โหมดแลกคะแนนแสดงคะแนนในทุกหน้า และรับเฉพาะของรางวัลลงตะกร้าแลกคะแนน</li><li>ราคาในตะกร้าเปลี่ยนตามศูนย์กระจายสินค้าที่เลือก</li><li>หน้าภาษาอังกฤษแสดงชื่อสินค้า โปรโมชัน และศูนย์เป็นภาษาอังกฤษ</li><li>ปุ่มและลิงก์บนมือถือกดได้ง่ายขึ้น</li></ul>',
    bodyHtmlEn:
      '<h2>Latest version</h2><ul><li>Redeem mode shows points on every page and takes only rewards into the points cart.</li><li>Cart prices follow the distribution center you choose.</li><li>English pages show products, promotions and centers in English.</li><li>Buttons and links are easier to tap on a phone.</li></ul>',
  },
  {
    code: 'HOWTO_001',
    kind: 'PAGE',
    titleTh: 'วิธีการสั่งซื้อ',
    titleEn: 'How to order',
    bodyHtmlTh:
      '<h2>สั่งซื้อง่าย ๆ ใน 4 ขั้นตอน</h2><ol><li>เลือกศูนย์กระจายสินค้าที่ใกล้คุณ</li><li>ค้นหาสินค้าแล้วกดใส่ตะกร้า เลือกหน่วยได้ทั้งชิ้น แพ็ค หรือลัง</li><li>ตรวจสอบตะกร้าและที่อยู่จัดส่ง</li><li>เลือกวิธีชำระเงินแล้วกดยืนยันคำสั่งซื้อ</li></ol><p>ติดตามสถานะคำสั่งซื้อได้ที่เมนู <strong>ประวัติการสั่งซื้อ</strong></p>',
    bodyHtmlEn:
      '<h2>Order in four easy steps</h2><ol><li>Choose the distribution center nearest to you.</li><li>Find products and add them to the cart, by piece, pack or case.</li><li>Check the cart and the delivery address.</li><li>Choose how to pay and confirm the order.</li></ol><p>Follow your orders under <strong>Order history</strong>.</p>',
  },
  {
    code: 'FAQ_001',
    kind: 'PAGE',
    titleTh: 'คำถามที่พบบ่อย',
    titleEn: 'Frequently asked questions',
    bodyHtmlTh:
      '<h3>สั่งซื้อขั้นต่ำเท่าไร</h3><p>แต่ละศูนย์กำหนดยอดขั้นต่ำสำหรับการจัดส่งเอง ระบบจะแจ้งให้ทราบก่อนยืนยันคำสั่งซื้อ</p><h3>ชำระเงินได้อย่างไร</h3><p>เก็บเงินปลายทาง โอนเงินพร้อมแนบสลิป พร้อมเพย์ บัตรเครดิต หรือเครดิตร้านค้าสำหรับลูกค้าเครดิต</p><h3>สะสมคะแนนอย่างไร</h3><p>ทุกคำสั่งซื้อที่ร่วมรายการได้รับคะแนน นำคะแนนไปแลกของรางวัลในโหมดแลกคะแนน</p>',
    bodyHtmlEn:
      '<h3>Is there a minimum order?</h3><p>Each center sets its own minimum for delivery; you are told before you confirm the order.</p><h3>How can I pay?</h3><p>Cash on delivery, bank transfer with a slip, PromptPay, credit card, or store credit for credit customers.</p><h3>How do I collect points?</h3><p>Orders of taking-part products earn points; redeem them for rewards in redeem mode.</p>',
  },
  {
    code: 'CONTACT_001',
    kind: 'PAGE',
    titleTh: 'ติดต่อเรา',
    titleEn: 'Contact us',
    bodyHtmlTh:
      '<p>ฝ่ายบริการลูกค้า เปิดทุกวัน 08:00 - 20:00 น.</p><ul><li>โทร 02-000-0000</li><li>อีเมล support@example.com</li></ul><p>หรือแชตกับศูนย์กระจายสินค้าของคุณได้จากปุ่ม <strong>แชต</strong></p>',
    bodyHtmlEn:
      '<p>Customer service, every day 08:00 to 20:00.</p><ul><li>Phone 02-000-0000</li><li>E-mail support@example.com</li></ul><p>Or chat with your distribution center with the <strong>Chat</strong> button.</p>',
  },
  {
    code: 'COOKIES_POLICY',
    kind: 'POLICY',
    titleTh: 'นโยบายการใช้คุกกี้',
    titleEn: 'Cookie policy',
    version: '1.0',
    bodyHtmlTh:
      '<p>เว็บไซต์นี้ใช้คุกกี้ที่จำเป็นเพื่อให้คุณเข้าสู่ระบบ จดจำภาษา ตะกร้าสินค้า และศูนย์กระจายสินค้าที่เลือกไว้</p><p>คุกกี้เพื่อการวิเคราะห์ใช้นับจำนวนการเพิ่มและนำสินค้าออกจากตะกร้า โดยไม่ระบุตัวตนของคุณ</p><p>คุณลบคุกกี้ได้ทุกเมื่อจากการตั้งค่าเบราว์เซอร์ แต่บางส่วนของเว็บไซต์อาจใช้งานไม่ได้</p>',
    bodyHtmlEn:
      '<p>This site uses necessary cookies to keep you signed in and to remember your language, cart and chosen distribution center.</p><p>Analytics cookies count products added to and removed from carts, without identifying you.</p><p>You may delete cookies at any time in your browser settings, but parts of the site may then stop working.</p>',
  },
  {
    code: 'PDPA_POLICY',
    kind: 'POLICY',
    titleTh: 'นโยบายความเป็นส่วนตัว',
    titleEn: 'Privacy policy',
    version: '1.0',
    bodyHtmlTh:
      '<p>เราเก็บชื่อร้าน หมายเลขโทรศัพท์ ที่อยู่จัดส่ง และประวัติการสั่งซื้อ เพื่อจัดส่งสินค้า ออกใบกำกับภาษี และให้บริการหลังการขาย</p><p>เราไม่ขายข้อมูลของคุณ และเปิดเผยให้ผู้ให้บริการขนส่งและชำระเงินเท่าที่จำเป็นเท่านั้น</p><p>คุณขอเข้าถึง แก้ไข หรือลบข้อมูลได้โดยติดต่อฝ่ายบริการลูกค้า</p>',
    bodyHtmlEn:
      '<p>We keep your shop name, phone number, delivery addresses and order history to deliver goods, issue tax invoices and support you after the sale.</p><p>We never sell your data, and share it with delivery and payment providers only as far as needed.</p><p>You may ask to see, correct or delete your data through customer service.</p>',
  },
];

/**
 * A center's own contact page: it replaces the company's CONTACT_001 for that center's customers
 * only (decision 036). The demo gives one to its second center.
 */
export function centerContactPage(place: { cityTh: string; cityEn: string }): ContentSeed {
  return {
    code: 'CONTACT_001',
    kind: 'PAGE',
    titleTh: `ติดต่อศูนย์${place.cityTh}`,
    titleEn: `Contact the ${place.cityEn} center`,
    bodyHtmlTh: `<p>ศูนย์กระจายสินค้า${place.cityTh} เปิดวันจันทร์ถึงวันเสาร์ 07:00 - 18:00 น.</p><p>สอบถามเรื่องสินค้าและการจัดส่งได้จากปุ่ม <strong>แชต</strong> หรือพนักงานขายประจำร้านของคุณ</p>`,
    bodyHtmlEn: `<p>The ${place.cityEn} distribution center is open Monday to Saturday, 07:00 to 18:00.</p><p>Ask about goods and deliveries with the <strong>Chat</strong> button or your salesperson.</p>`,
  };
}
