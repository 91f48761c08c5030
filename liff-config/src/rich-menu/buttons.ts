// What a center's rich menu offers: its two tabs and, per tab, six buttons with the
// page each opens, its label in Thai and English (the web's own words for those
// pages), its colour and its Ant Design icon (the icon set of the web's UI kit).
import { createRequire } from 'node:module';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

export const RICH_MENU_TABS = ['shop', 'account'] as const;
export type RichMenuTab = (typeof RICH_MENU_TABS)[number];

export interface MenuLabel {
  th: string;
  en: string;
}

export type IconName =
  | 'HomeOutlined'
  | 'AppstoreOutlined'
  | 'ShoppingCartOutlined'
  | 'HistoryOutlined'
  | 'MessageOutlined'
  | 'NotificationOutlined'
  | 'UserOutlined'
  | 'StarOutlined'
  | 'TagOutlined'
  | 'HeartOutlined'
  | 'QuestionCircleOutlined'
  | 'PhoneOutlined';

export interface MenuButton {
  label: MenuLabel;
  /** App path under the base path (the LIFF endpoint), with its own query when any. */
  path: string;
  colour: string;
  icon: IconName;
}

export const TAB_LABELS: Record<RichMenuTab, MenuLabel> = {
  shop: { th: 'ร้านค้า', en: 'Shop' },
  account: { th: 'บัญชีของฉัน', en: 'My account' },
};

const button = (th: string, en: string, path: string, colour: string, icon: IconName) => ({
  label: { th, en },
  path,
  colour,
  icon,
});

export const BUTTONS: Record<RichMenuTab, MenuButton[]> = {
  shop: [
    button('หน้าแรก', 'Home', '', '#06C755', 'HomeOutlined'),
    button('สินค้า', 'Products', 'product', '#1677FF', 'AppstoreOutlined'),
    button('ตะกร้าสินค้า', 'Cart', 'cart', '#FF8F1F', 'ShoppingCartOutlined'),
    button('ประวัติการสั่งซื้อ', 'Order history', 'history', '#722ED1', 'HistoryOutlined'),
    button('แชท', 'Chat', 'chat/list', '#13A8A8', 'MessageOutlined'),
    button('ข่าวสาร', 'News', 'news', '#EB2F96', 'NotificationOutlined'),
  ],
  account: [
    button('โปรไฟล์', 'Profile', 'profile', '#06C755', 'UserOutlined'),
    button('คะแนนสะสม', 'Points', 'point_tcp', '#FAAD14', 'StarOutlined'),
    button('คูปองของฉัน', 'My coupons', 'voucher/coupon', '#FF4D4F', 'TagOutlined'),
    button('รายการโปรด', 'Wishlist', 'profile/wishlist', '#EB2F96', 'HeartOutlined'),
    button('วิธีสั่งซื้อ', 'How to order', 'news?code=HOWTO_001', '#1677FF', 'QuestionCircleOutlined'),
    button('ติดต่อเรา', 'Contact us', 'news?code=CONTACT_001', '#595959', 'PhoneOutlined'),
  ],
};

export interface IconShape {
  /** The SVG viewBox: min x, min y, width, height. */
  viewBox: [number, number, number, number];
  /** SVG path data, filled with the non-zero rule. */
  paths: string[];
}

// The package is CommonJS with an `exports.X = ...` index Node's ESM loader cannot name,
// so each icon's own file is required.
const require = createRequire(import.meta.url);

/** The outline of an icon as SVG path data in its viewBox. */
export function iconShape(name: IconName): IconShape {
  const definition = (
    require(`@ant-design/icons-svg/lib/asn/${name}`) as { default: IconDefinition }
  ).default;
  const node = definition.icon as AbstractNode;
  const viewBox = (node.attrs.viewBox ?? '0 0 1024 1024').split(/\s+/).map(Number);
  return {
    viewBox: [viewBox[0] ?? 0, viewBox[1] ?? 0, viewBox[2] ?? 1024, viewBox[3] ?? 1024],
    paths: (node.children ?? []).flatMap((child) =>
      child.tag === 'path' && child.attrs.d ? [child.attrs.d] : [],
    ),
  };
}
