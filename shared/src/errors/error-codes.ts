/**
 * The catalogue of error codes: for each stable machine code, the HTTP status it is answered with
 * and its text in Thai and English. Texts may hold `{name}` placeholders filled by
 * `formatErrorMessage`. Texts the specification spells out are kept word for word.
 */
export interface ErrorDefinition {
  readonly status: number;
  readonly th: string;
  readonly en: string;
}

export const ERROR_CODES = {
  // Generic
  VALIDATION_FAILED: {
    status: 400,
    th: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง',
    en: 'The data is not valid. Please check it and try again.',
  },
  TEXT_CONTROL_CHARACTER: {
    status: 400,
    th: 'ข้อความมีอักขระที่ใช้ไม่ได้ (เช่น อักขระควบคุม) กรุณาลบออกแล้วลองใหม่อีกครั้ง',
    en: 'The text holds a character that is not allowed (such as a control character). Please remove it and try again.',
  },
  NOT_FOUND: { status: 404, th: 'ไม่พบข้อมูลที่ต้องการ', en: 'Not Found' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    th: 'ไม่รองรับคำขอแบบนี้',
    en: 'This request method is not allowed.',
  },
  CONFLICT: {
    status: 409,
    th: 'ข้อมูลถูกเปลี่ยนแปลงแล้ว กรุณาลองใหม่อีกครั้ง',
    en: 'The data has changed. Please try again.',
  },
  INTERNAL: { status: 500, th: 'พบข้อผิดพลาด', en: 'Oops...Something went wrong' },
  UPSTREAM_UNAVAILABLE: {
    status: 502,
    th: 'ไม่สามารถเชื่อมต่อระบบสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The ordering service cannot be reached. Please try again.',
  },
  MAINTENANCE: {
    status: 503,
    th: 'อยู่ระหว่างการปรับปรุงระบบ',
    en: 'The system is under maintenance.',
  },
  RATE_LIMITED: {
    status: 429,
    th: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    th: 'ข้อมูลหรือไฟล์มีขนาดใหญ่เกินกำหนด',
    en: 'The data or file is too large.',
  },
  UPLOAD_INVALID: { status: 400, th: 'อัปโหลดรูปภาพไม่สำเร็จ', en: 'Upload image failed' },
  UPLOAD_NOT_IMAGE: {
    status: 400,
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG, WebP หรือ GIF ที่เปิดได้',
    en: 'The file is not a JPEG, PNG, WebP or GIF image that can be opened.',
  },
  UPLOAD_EMPTY: { status: 400, th: 'ไฟล์ว่างเปล่า กรุณาเลือกรูปภาพอีกครั้ง', en: 'The file is empty. Please choose the image again.' },
  UPLOAD_TOO_LARGE: {
    status: 413,
    th: 'ไฟล์มีขนาดใหญ่เกิน {maxMb} MB',
    en: 'The file is larger than {maxMb} MB.',
  },
  UPLOAD_TOO_MANY_PIXELS: {
    status: 413,
    th: 'รูปภาพมีความละเอียดเกิน {maxMegapixels} ล้านพิกเซล',
    en: 'The image has more than {maxMegapixels} megapixels.',
  },
  UPLOAD_TOO_MANY_FILES: {
    status: 400,
    th: 'ส่งไฟล์ได้เพียงไฟล์เดียวต่อรูปภาพ',
    en: 'Send only one file for each image.',
  },
  UPLOAD_UNEXPECTED_PART: {
    status: 400,
    th: 'คำขอมีส่วน {field} ที่ไม่รู้จัก',
    en: 'The request has an unexpected part {field}.',
  },
  UPLOAD_MISSING_FILE: { status: 400, th: 'กรุณาเลือกรูปภาพ ({field})', en: 'Please choose an image ({field}).' },
  CSRF_REJECTED: {
    status: 403,
    th: 'คำขอถูกปฏิเสธเพื่อความปลอดภัย กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    en: 'The request was refused for security reasons. Please reload the page and try again.',
  },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    th: 'คำสั่งซื้อนี้กำลังดำเนินการหรือถูกส่งด้วยข้อมูลอื่นแล้ว',
    en: 'This request is already being processed or was sent with different data.',
  },

  // Sessions and sign-in
  AUTH_REQUIRED: {
    status: 401,
    th: 'กรุณาเข้าสู่ระบบก่อนใช้งาน',
    en: 'Please log in to continue.',
  },
  AUTH_TOKEN_EXPIRED: {
    status: 401,
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'The token expired',
  },
  AUTH_TOKEN_INVALID: {
    status: 401,
    th: 'ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่',
    en: 'The token is invalid',
  },
  AUTH_FORBIDDEN: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้',
    en: 'You do not have permission to do this.',
  },
  AUTH_BAD_CREDENTIALS: {
    status: 401,
    th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    en: 'The username or password is incorrect.',
  },
  AUTH_ACCOUNT_INACTIVE: {
    status: 403,
    th: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
    en: 'This account is inactive. Please contact administrator',
  },
  AUTH_PENDING_APPROVAL: {
    status: 403,
    th: 'บัญชีของคุณอยู่ระหว่างรอการอนุมัติ',
    en: 'Your account is awaiting approval.',
  },
  OTP_INVALID: {
    status: 400,
    th: 'รหัส OTP ไม่ถูกต้อง',
    en: 'The one-time code is incorrect.',
  },
  OTP_EXPIRED: {
    status: 400,
    th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
    en: 'The one-time code has expired. Please request a new code.',
  },
  OTP_TOO_MANY_ATTEMPTS: {
    status: 429,
    th: 'ใส่รหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
    en: 'Too many wrong one-time codes. Please request a new code.',
  },
  MOBILE_ALREADY_EXISTS: {
    status: 409,
    th: 'หมายเลขโทรศัพท์ {mobile} มีอยู่ในระบบแล้ว',
    en: 'Mobile No {mobile} is already exist.',
  },
  MOBILE_INACTIVE: {
    status: 409,
    th: 'ผู้ใช้หมายเลขโทรศัพท์ {mobile} ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
    en: 'User with mobile no {mobile} is being inactive. Please contact administrator',
  },
  USERNAME_ALREADY_EXISTS: {
    status: 409,
    th: 'ชื่อผู้ใช้ {username} มีอยู่ในระบบแล้ว',
    en: 'Username {username} is already exist.',
  },
  REFERRAL_CODE_INVALID: {
    status: 400,
    th: 'ไม่พบรหัสผู้แนะนำ {referralCode}',
    en: 'Referral code {referralCode} was not found.',
  },
  REGISTRATION_DISABLED: {
    status: 403,
    th: 'ปิดการสมัครสมาชิกชั่วคราว',
    en: 'Registration is disabled.',
  },
  GUEST_MODE_DISABLED: {
    status: 403,
    th: 'กรุณาเข้าสู่ระบบก่อนใช้งาน ไม่เปิดให้ใช้งานแบบผู้เยี่ยมชม',
    en: 'Guest mode is disabled. Please log in.',
  },
  PASSWORD_WRONG: {
    status: 400,
    th: 'รหัสผ่านเดิมไม่ถูกต้อง',
    en: 'The current password is incorrect.',
  },
  SALEMAN_ROLE_REQUIRED: {
    status: 403,
    th: 'เฉพาะพนักงานขายเท่านั้นที่สามารถสั่งซื้อแทนลูกค้าได้',
    en: 'Only salespeople can order on behalf of a customer.',
  },
  LINE_TOKEN_INVALID: {
    status: 401,
    th: 'ยืนยันตัวตนผ่าน LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    en: 'The LINE sign-in could not be verified. Please try again.',
  },
  LINE_ACCOUNT_NOT_LINKED: {
    status: 404,
    th: 'บัญชี LINE นี้ยังไม่ได้ผูกกับบัญชีผู้ใช้',
    en: 'This LINE account is not linked to a user yet.',
  },
  LINE_NOT_CONFIGURED: {
    status: 503,
    th: 'ยังไม่ได้ตั้งค่าการเชื่อมต่อ LINE สำหรับเว็บไซต์นี้',
    en: 'LINE is not set up for this site.',
  },
  LINE_PLATFORM_UNAVAILABLE: {
    status: 502,
    th: 'ไม่สามารถเชื่อมต่อ LINE ได้ กรุณาลองใหม่อีกครั้ง',
    en: 'LINE cannot be reached. Please try again.',
  },
  LINE_SIGNATURE_INVALID: {
    status: 401,
    th: 'ลายเซ็นของข้อความจาก LINE ไม่ถูกต้อง',
    en: 'The LINE signature is not valid.',
  },
  LINE_REGISTRATION_EXPIRED: {
    status: 400,
    th: 'การสมัครสมาชิกด้วย LINE หมดเวลาแล้ว กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง',
    en: 'The LINE sign-up has expired. Please sign in with LINE again.',
  },
  /** The specification's text for a LINE logout whose call did not answer 200. */
  LINE_LOGOUT_FAILED: {
    status: 502,
    th: 'เกิดข้อผิดพลาด',
    en: 'Error occured',
  },
  /** A one-time code LINE refused to deliver (the specification has the Thai text). */
  LINE_OTP_SEND_FAILED: {
    status: 502,
    th: 'ส่งรหัส OTP ผ่าน LINE (Flex Message) ไม่สำเร็จ กรุณาลองใหม่อีกครั้งหรือขอรหัสทาง SMS',
    en: 'The code could not be sent by LINE message. Please try again or ask for it by SMS.',
  },

  // Centers and customers
  CENTER_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบร้านค้า {saleUnit}',
    en: 'Merchant {saleUnit} not found.',
  },
  CENTER_NOT_ALLOWED: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์ใช้งานร้านค้า {saleUnit}',
    en: 'You are not allowed to use merchant {saleUnit}.',
  },
  CUSTOMER_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบลูกค้า {customerCode}',
    en: 'Customer {customerCode} not found.',
  },
  SURVEY_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบแบบสำรวจ {surveyId}',
    en: 'Survey {surveyId} not found.',
  },
  ADDRESS_LOCKED_SAP: {
    status: 403,
    th: 'ลูกค้า SAP ไม่สามารถแก้ไขที่อยู่ได้ กรุณาติดต่อผู้ดูแลระบบ',
    en: 'SAP customers cannot update their address. Please contact administrator',
  },
  AGENT_NOT_VERIFIED: {
    status: 403,
    th: 'บัญชีตัวแทนยังไม่ผ่านการยืนยัน',
    en: 'The agent account is not verified yet.',
  },
  AGENT_DISABLED: {
    status: 403,
    th: 'ไม่เปิดใช้งานระบบตัวแทน',
    en: 'The agent feature is disabled.',
  },

  // Catalogue, cart and orders
  PRODUCT_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบสินค้า {productCode}',
    en: 'Product {productCode} not found.',
  },
  PRODUCT_CODE_TAKEN: {
    status: 409,
    th: 'มีรหัสสินค้า {productCode} อยู่แล้ว กรุณาใช้รหัสอื่น',
    en: 'Product code {productCode} is already in use. Please use another code.',
  },
  PRODUCT_SHARED: {
    status: 403,
    th: 'สินค้า {productCode} มีศูนย์กระจายสินค้าอื่นขายด้วย แก้ไขได้เฉพาะราคาและการเปิดขาย',
    en: 'Product {productCode} is also sold by other distribution centers: only its prices and availability can be changed.',
  },
  OUT_OF_STOCK: {
    status: 409,
    th: 'สินค้าหมด {productName}',
    en: 'Out of stock {productName}',
  },
  CART_EMPTY: {
    status: 400,
    th: 'ไม่มีสินค้าที่เลือกในตะกร้า',
    en: 'No item is selected in the cart.',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบโปรโมชั่น {promotionId}',
    en: 'Promotion {promotionId} not found.',
  },
  COUPON_INVALID: {
    status: 400,
    th: 'คูปองไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'The coupon is not valid or has expired.',
  },
  COUPON_USED: { status: 409, th: 'คูปองนี้ถูกใช้งานแล้ว', en: 'This coupon has already been used.' },
  NOT_REDEEMABLE: {
    status: 422,
    th: '{productName} ไม่ใช่ของรางวัล จึงแลกด้วยคะแนนไม่ได้ กรุณานำออกจากตะกร้าแลกคะแนน',
    en: '{productName} is not a reward and cannot be redeemed with points. Please remove it from the points cart.',
  },
  POINTS_NOT_ENOUGH: {
    status: 409,
    th: 'คะแนนไม่เพียงพอ (ต้องการ {required} คะแนน มี {available} คะแนน)',
    en: 'Not enough points ({required} needed, {available} available).',
  },
  CREDIT_EXCEEDED: {
    status: 409,
    th: 'ยอดสั่งซื้อเกินวงเงินเครดิตคงเหลือ',
    en: 'The order exceeds the remaining credit balance.',
  },
  ORDERING_DISABLED_ANNOUNCEMENT: {
    status: 409,
    th: 'ปิดปรับปรุงระบบตั้งแต่ {from} - {to} กรุณาสั่งซื้อใหม่อีกครั้งภายหลัง',
    en: 'System maintenance from {from} - {to}, please place a new order again later.',
  },
  ORDER_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบคำสั่งซื้อ {orderId}',
    en: 'Order {orderId} not found.',
  },
  ORDER_CANNOT_CANCEL: {
    status: 409,
    th: 'ไม่สามารถยกเลิกคำสั่งซื้อนี้ได้ เนื่องจากอยู่ในสถานะ {status}',
    en: 'This order cannot be cancelled because it is {status}.',
  },
  ORDER_CHANGED_MEANWHILE: {
    status: 409,
    th: 'คำสั่งซื้อนี้ถูกเปลี่ยนเป็นสถานะ {status} โดยผู้อื่นแล้ว กรุณาโหลดหน้าใหม่',
    en: 'Someone else has already changed this order (it is now {status}). Please reload the page.',
  },
  ORDER_STATUS_CHANGE_NOT_ALLOWED: {
    status: 409,
    th: 'ไม่สามารถเปลี่ยนสถานะคำสั่งซื้อนี้ได้ เนื่องจากอยู่ในสถานะ {status}',
    en: 'This change is not possible while the order is {status}.',
  },

  // Payments
  PAYMENT_FAILED: {
    status: 402,
    th: 'ไม่สามารถดำเนินการชำระเงินได้ ({saleCode})',
    en: 'Payment cannot be process properly. ({saleCode})',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 400,
    th: 'ไม่สามารถใช้ช่องทางการชำระเงินนี้ได้',
    en: 'This payment method is not available.',
  },
  PAYMENT_QR_EXPIRED: {
    status: 409,
    th: 'กรุณาสแกน QR Code ก่อน {date}',
    en: 'Please scan QR Code before {date}',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 401,
    th: 'ลายเซ็นของผู้ให้บริการชำระเงินไม่ถูกต้อง',
    en: 'The payment provider signature is not valid.',
  },
  PAYMENT_NOT_FOUND: { status: 404, th: 'ไม่พบรายการชำระเงิน', en: 'The payment was not found.' },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 409,
    th: 'ยอดเงินที่ชำระ ({paid} บาท) ไม่ตรงกับยอดที่ต้องชำระ ({due} บาท)',
    en: 'The amount paid ({paid} THB) does not match the amount due ({due} THB).',
  },
  PAYMENT_SLIP_UNREADABLE: {
    status: 400,
    th: 'อ่าน QR Code บนสลิปไม่ได้ กรุณาอัปโหลดสลิปที่ชัดเจน',
    en: 'The QR code of the slip cannot be read. Please upload a clear slip.',
  },
  PAYMENT_SLIP_REUSED: {
    status: 409,
    th: 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว',
    en: 'This slip has already been used for a payment.',
  },
  PAYMENT_NOT_WAITING: {
    status: 409,
    th: 'รายการชำระเงินนี้ไม่ได้รอการตรวจสอบ',
    en: 'This payment is not waiting for review.',
  },
  PAYMENT_SLIP_REJECTED: {
    status: 400,
    th: 'สลิปไม่ถูกต้อง: {reason}',
    en: 'The slip was not accepted: {reason}',
  },
  PAYMENT_REFUND_NOT_ALLOWED: {
    status: 409,
    th: 'ไม่สามารถคืนเงินรายการนี้ได้ ({reason})',
    en: 'This payment cannot be refunded ({reason}).',
  },
  PAYMENT_REFUND_FAILED: {
    status: 502,
    th: 'ผู้ให้บริการชำระเงินไม่คืนเงิน ({reason}) กรุณาลองใหม่',
    en: 'The payment provider did not refund ({reason}). Please try again.',
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
    en: 'This order has already been paid.',
  },

  // Chat
  CHAT_ROOM_FORBIDDEN: {
    status: 403,
    th: 'คุณไม่ได้เป็นสมาชิกของห้องแชทนี้',
    en: 'You are not a member of this chat room.',
  },

  // Customer tags and LINE broadcasts
  TAG_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบแท็กลูกค้า {tagId}',
    en: 'Customer tag {tagId} not found.',
  },
  TAG_NAME_TAKEN: {
    status: 409,
    th: 'มีแท็กชื่อ {name} ในร้านค้านี้แล้ว',
    en: 'This merchant already has a tag named {name}.',
  },
  BROADCAST_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบข้อความบรอดแคสต์ {broadcastId}',
    en: 'Broadcast {broadcastId} not found.',
  },
  BROADCAST_NOT_CANCELLABLE: {
    status: 409,
    th: 'ยกเลิกไม่ได้ เนื่องจากข้อความนี้อยู่ในสถานะ {status}',
    en: 'This broadcast cannot be cancelled because it is {status}.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
