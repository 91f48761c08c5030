// Flex messages the ordering API sends in LINE: an order's new status and a
// one-time code. Thai, as the shop's customers read it; the alt text is what a
// notification shows.
import { orderEventLabel } from '@eorder/shared';

const STATUS_COLOURS: Record<string, string> = {
  WAIT: '#1677ff',
  APPROVED: '#00b578',
  SHIPPING: '#ff8f1f',
  DELIVERED: '#00b578',
  CANCELLED: '#8c8c8c',
  PAID: '#00b578',
  REFUNDED: '#8c8c8c',
};

/** One formatter for every notice: `toLocaleString` with options makes a new one on each call. */
const bahtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const baht = (amount: number) => `฿${bahtFormat.format(amount)}`;

export interface OrderStatusNotice {
  orderId: string;
  saleUnit: string;
  centerName: string | null;
  status: string;
  total: number;
  /** Set once the order ships with a parcel carrier. */
  trackingNo?: string | null;
  carrier?: string | null;
  /** The customer LIFF URL; the button opens the order there. */
  liffUrl?: string | undefined;
}

export function orderStatusLabel(status: string): string {
  return orderEventLabel(status)?.th ?? status;
}

/** A page of the customer LIFF. */
const liffLink = (liffUrl: string, page: string) => `${liffUrl.replace(/\/+$/, '')}/${page}`;

/** A bubble footer with one button that opens `uri`. */
const linkFooter = (label: string, uri: string) => ({
  type: 'box',
  layout: 'vertical',
  contents: [{ type: 'button', style: 'primary', action: { type: 'uri', label, uri } }],
});

/** A bubble of these contents, one under the other. */
const bubbleOf = (contents: Record<string, unknown>[]): Record<string, unknown> => ({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', spacing: 'md', contents },
});

/** A merchant's new chat reply; the button opens the room in the customer LIFF. */
export function chatReplyFlex(notice: { roomId: string; preview: string | null; liffUrl?: string | undefined }) {
  const text = notice.preview === null ? 'ส่งรูปภาพถึงคุณ' : notice.preview.slice(0, 120);
  const bubble = bubbleOf([
    { type: 'text', text: 'ข้อความใหม่จากร้านค้า', size: 'sm', color: '#8c8c8c' },
    { type: 'text', text, wrap: true },
  ]);
  if (notice.liffUrl) {
    bubble.footer = linkFooter('เปิดแชท', liffLink(notice.liffUrl, `chat/list/room/${encodeURIComponent(notice.roomId)}`));
  }
  return { type: 'flex', altText: `ข้อความใหม่จากร้านค้า: ${text}`, contents: bubble };
}

export function orderStatusFlex(notice: OrderStatusNotice): Record<string, unknown> {
  const label = orderStatusLabel(notice.status);
  const body: Record<string, unknown>[] = [
    {
      type: 'text',
      text: notice.centerName ?? notice.saleUnit,
      size: 'xs',
      color: '#8c8c8c',
      wrap: true,
    },
    { type: 'text', text: `คำสั่งซื้อ ${notice.orderId}`, weight: 'bold', size: 'lg', wrap: true },
    {
      type: 'box',
      layout: 'baseline',
      spacing: 'sm',
      contents: [
        { type: 'text', text: 'สถานะ', size: 'sm', color: '#8c8c8c', flex: 2 },
        {
          type: 'text',
          text: label,
          size: 'sm',
          weight: 'bold',
          color: STATUS_COLOURS[notice.status] ?? '#333333',
          flex: 5,
        },
      ],
    },
    {
      type: 'box',
      layout: 'baseline',
      spacing: 'sm',
      contents: [
        { type: 'text', text: 'ยอดรวม', size: 'sm', color: '#8c8c8c', flex: 2 },
        { type: 'text', text: baht(notice.total), size: 'sm', flex: 5 },
      ],
    },
  ];
  const parcel = [notice.carrier, notice.trackingNo].filter(Boolean).join(' ');
  if (parcel) {
    body.push({
      type: 'box',
      layout: 'baseline',
      spacing: 'sm',
      contents: [
        { type: 'text', text: 'พัสดุ', size: 'sm', color: '#8c8c8c', flex: 2 },
        { type: 'text', text: parcel, size: 'sm', flex: 5, wrap: true },
      ],
    });
  }
  const bubble = bubbleOf(body);
  if (notice.liffUrl) {
    bubble.footer = linkFooter(
      'ดูคำสั่งซื้อ',
      liffLink(notice.liffUrl, `history/${encodeURIComponent(notice.orderId)}/${encodeURIComponent(notice.saleUnit)}`),
    );
  }
  return { type: 'flex', altText: `คำสั่งซื้อ ${notice.orderId}: ${label}`, contents: bubble };
}

export function otpFlex(
  code: string,
  refCode: string,
  ttlSeconds: number,
): Record<string, unknown> {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return {
    type: 'flex',
    altText: `รหัส OTP ของคุณคือ ${code} (Ref: ${refCode})`,
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'md',
        contents: [
          { type: 'text', text: 'รหัส OTP ของคุณ', size: 'sm', color: '#8c8c8c' },
          { type: 'text', text: code, size: '3xl', weight: 'bold', align: 'center' },
          { type: 'text', text: `Ref: ${refCode}`, size: 'sm', align: 'center' },
          {
            type: 'text',
            text: `รหัสใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น`,
            size: 'xs',
            color: '#8c8c8c',
            wrap: true,
          },
        ],
      },
    },
  };
}

/** A product of a broadcast's carousel, priced for the center. */
export interface BroadcastProductCard {
  code: string;
  name: string;
  price: number | null;
  unit: string | null;
  /** Shown only when LINE can fetch it (an https address). */
  imageUrl: string | null;
}

export interface BroadcastPromotionCard {
  id: number;
  name: string;
  remark: string;
  /** YYYY-MM-DD, both included. */
  dateBegin: string;
  dateEnd: string;
  imageUrl: string | null;
}

const httpsOnly = (url: string | null) => (url && url.startsWith('https://') ? url : null);

const heroOf = (url: string | null) => {
  const https = httpsOnly(url);
  return https ? { type: 'image', url: https, size: 'full', aspectRatio: '1:1', aspectMode: 'cover' } : undefined;
};

/** A carousel of products, each with a button to its page in the customer LIFF. */
export function productsFlex(title: string, cards: BroadcastProductCard[], liffUrl?: string): Record<string, unknown> {
  const bubbles = cards.map((card) => {
    const bubble = bubbleOf([
      { type: 'text', text: card.name, weight: 'bold', wrap: true },
      ...(card.price === null
        ? []
        : [{ type: 'text', text: `${baht(card.price)}${card.unit ? ` / ${card.unit}` : ''}`, size: 'sm', color: '#ff3141' }]),
    ]);
    const hero = heroOf(card.imageUrl);
    if (hero) bubble.hero = hero;
    if (liffUrl) bubble.footer = linkFooter('ดูสินค้า', liffLink(liffUrl, `product/${encodeURIComponent(card.code)}`));
    return bubble;
  });
  return { type: 'flex', altText: title, contents: { type: 'carousel', contents: bubbles } };
}

/** A promotion's card: its name, period and remark, with a button to the shop in the customer LIFF. */
export function promotionFlex(title: string, card: BroadcastPromotionCard, liffUrl?: string): Record<string, unknown> {
  const bubble = bubbleOf([
    { type: 'text', text: 'โปรโมชั่น', size: 'xs', color: '#8c8c8c' },
    { type: 'text', text: card.name, weight: 'bold', size: 'lg', wrap: true },
    { type: 'text', text: `${card.dateBegin} - ${card.dateEnd}`, size: 'sm', color: '#8c8c8c' },
    ...(card.remark.trim() ? [{ type: 'text', text: card.remark.slice(0, 300), size: 'sm', wrap: true }] : []),
  ]);
  const hero = heroOf(card.imageUrl);
  if (hero) bubble.hero = hero;
  // The customer side has no page of one promotion: the shop's home shows what is on offer.
  if (liffUrl) bubble.footer = linkFooter('สั่งซื้อเลย', liffUrl);
  return { type: 'flex', altText: title, contents: bubble };
}
