// The rich menu of a center's LINE official account: two tabs (the shop, and the
// account), each a 2500x1686 menu with a tab bar and six buttons. Every button
// opens the customer LIFF app on a page of the shop with `rm=<SaleUnit>`, which
// signs the person in and binds the session to the center (fromRichMenuActiveDc).
// The tab bar sends a postback the bff's webhook answers by linking that tab's
// menu to the person. Aliases follow the bff's rule: `dc-<saleunit>-<tab>`.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Canvas, encodePng, hexColour, type Rgb } from './png';

export const RICH_MENU_TABS = ['shop', 'account'] as const;
export type RichMenuTab = (typeof RICH_MENU_TABS)[number];

export const RICH_MENU_SIZE = { width: 2500, height: 1686 } as const;
const TAB_BAR_HEIGHT = 250;
const COLUMNS = 3;
const ROWS = 2;

/** The query parameter of a rich-menu link that binds the session to the center (the web reads it). */
export const RICH_MENU_PARAM = 'rm';
export const DEFAULT_LIFF_BASE_URL = 'https://liff.line.me';
/** Names of our rich menus start with this, so provisioning never touches another menu of the channel. */
export const RICH_MENU_NAME_PREFIX = 'eorder';

export const SaleUnitSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'a sale unit has 1 to 20 letters, digits, _ or -');

/** The alias of a center's tab; the bff resolves the same id when it links a menu to a user. */
export function richMenuAliasId(saleUnit: string, tab: string): string {
  return `dc-${saleUnit}-${tab}`
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 32);
}

/** The postback of a tab: the bff's webhook switches the person to that tab's menu. */
export function tabPostbackData(saleUnit: string, tab: RichMenuTab): string {
  return new URLSearchParams({ action: 'richmenu', dc: saleUnit, tab }).toString();
}

interface MenuButton {
  label: string;
  /** App path under the base path (the LIFF endpoint), with its own query when any. */
  path: string;
  colour: string;
}

const TAB_LABELS: Record<RichMenuTab, string> = { shop: 'SHOP', account: 'ACCOUNT' };

const BUTTONS: Record<RichMenuTab, MenuButton[]> = {
  shop: [
    { label: 'SHOP', path: '', colour: '#06C755' },
    { label: 'PRODUCTS', path: 'product', colour: '#1677FF' },
    { label: 'CART', path: 'cart', colour: '#FF8F1F' },
    { label: 'HISTORY', path: 'history', colour: '#722ED1' },
    { label: 'CHAT', path: 'chat/list', colour: '#13A8A8' },
    { label: 'NEWS', path: 'news', colour: '#EB2F96' },
  ],
  account: [
    { label: 'PROFILE', path: 'profile', colour: '#06C755' },
    { label: 'POINTS', path: 'point_tcp', colour: '#FAAD14' },
    { label: 'COUPONS', path: 'voucher/coupon', colour: '#FF4D4F' },
    { label: 'WISHLIST', path: 'profile/wishlist', colour: '#EB2F96' },
    { label: 'HOW TO', path: 'news?code=HOWTO_001', colour: '#1677FF' },
    { label: 'CONTACT', path: 'news?code=CONTACT_001', colour: '#595959' },
  ],
};

export interface RichMenuArea {
  bounds: { x: number; y: number; width: number; height: number };
  action:
    | { type: 'uri'; label: string; uri: string }
    | { type: 'postback'; label: string; data: string; displayText?: string };
}

/** The body of `POST /v2/bot/richmenu`. */
export interface RichMenuBody {
  size: { width: number; height: number };
  selected: boolean;
  name: string;
  chatBarText: string;
  areas: RichMenuArea[];
}

export interface CenterRichMenu {
  saleUnit: string;
  tab: RichMenuTab;
  aliasId: string;
  body: RichMenuBody;
  /** The PNG the menu shows. */
  image: Buffer;
  /** Short digest of body and image; part of the name, so a changed menu is a new one. */
  digest: string;
}

export interface CenterRichMenuInput {
  saleUnit: string;
  /** The customer LIFF app the buttons open. */
  liffId: string;
  liffBaseUrl?: string;
  /** The text of the bar that opens the menu (at most 14 characters). */
  chatBarText?: string;
}

/** The URL a button opens: the LIFF app's permanent link to the page, with the center. */
export function buttonUri(
  input: { liffId: string; liffBaseUrl?: string; saleUnit: string },
  path: string,
): string {
  const base = `${(input.liffBaseUrl ?? DEFAULT_LIFF_BASE_URL).replace(/\/+$/, '')}/${input.liffId}/`;
  const url = new URL(path, base);
  url.searchParams.set(RICH_MENU_PARAM, input.saleUnit);
  return url.toString();
}

function cellBounds(index: number) {
  const width = Math.floor(RICH_MENU_SIZE.width / COLUMNS);
  const height = Math.floor((RICH_MENU_SIZE.height - TAB_BAR_HEIGHT) / ROWS);
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  return {
    x: column * width,
    y: TAB_BAR_HEIGHT + row * height,
    // The last column and row take the pixels left over, so the areas cover the menu exactly.
    width: column === COLUMNS - 1 ? RICH_MENU_SIZE.width - column * width : width,
    height: row === ROWS - 1 ? RICH_MENU_SIZE.height - TAB_BAR_HEIGHT - row * height : height,
  };
}

function tabBounds(index: number) {
  const width = RICH_MENU_SIZE.width / RICH_MENU_TABS.length;
  return { x: Math.round(index * width), y: 0, width: Math.round(width), height: TAB_BAR_HEIGHT };
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = hexColour('#262626');
const TAB_IDLE: Rgb = hexColour('#F0F0F0');
const LINE_GREEN: Rgb = hexColour('#06C755');

/** Draws the image of one tab (deterministic: the same menu gives the same bytes). */
export function drawRichMenuImage(saleUnit: string, tab: RichMenuTab): Buffer {
  const canvas = new Canvas(RICH_MENU_SIZE.width, RICH_MENU_SIZE.height, hexColour('#FAFAFA'));
  RICH_MENU_TABS.forEach((name, index) => {
    const bounds = tabBounds(index);
    const active = name === tab;
    canvas.fillRect(
      bounds.x,
      bounds.y,
      bounds.width,
      bounds.height,
      active ? LINE_GREEN : TAB_IDLE,
    );
    canvas.drawText(
      TAB_LABELS[name],
      bounds.x + bounds.width / 2,
      bounds.height / 2,
      12,
      active ? WHITE : INK,
    );
  });
  // The center, small, at the right end of the tab bar.
  canvas.drawText(
    saleUnit.toUpperCase(),
    RICH_MENU_SIZE.width - Canvas.textWidth(saleUnit, 5) / 2 - 30,
    TAB_BAR_HEIGHT - 40,
    5,
    hexColour('#8C8C8C'),
  );
  BUTTONS[tab].forEach((button, index) => {
    const bounds = cellBounds(index);
    const colour = hexColour(button.colour);
    const margin = 24;
    canvas.fillRoundRect(
      bounds.x + margin,
      bounds.y + margin,
      bounds.width - 2 * margin,
      bounds.height - 2 * margin,
      48,
      colour,
    );
    const cx = bounds.x + bounds.width / 2;
    canvas.fillCircle(cx, bounds.y + bounds.height * 0.4, 150, WHITE);
    canvas.drawText(button.label.slice(0, 1), cx, bounds.y + bounds.height * 0.4, 24, colour);
    const scale = Canvas.textWidth(button.label, 14) > bounds.width - 2 * margin - 40 ? 11 : 14;
    canvas.drawText(button.label, cx, bounds.y + bounds.height * 0.8, scale, WHITE);
  });
  return encodePng(canvas);
}

const digestOf = (body: Omit<RichMenuBody, 'name'>, image: Buffer) =>
  createHash('sha256').update(JSON.stringify(body)).update(image).digest('hex').slice(0, 10);

/** The two tabs of a center's rich menu, with their images. */
export function defineCenterRichMenus(input: CenterRichMenuInput): CenterRichMenu[] {
  const saleUnit = SaleUnitSchema.parse(input.saleUnit);
  const chatBarText = input.chatBarText ?? 'เมนูร้านค้า';
  if (chatBarText.length < 1 || chatBarText.length > 14)
    throw new Error('chatBarText must have 1 to 14 characters');
  return RICH_MENU_TABS.map((tab) => {
    const areas: RichMenuArea[] = [
      ...RICH_MENU_TABS.map((name, index) => ({
        bounds: tabBounds(index),
        action: {
          type: 'postback' as const,
          label: TAB_LABELS[name],
          data: tabPostbackData(saleUnit, name),
        },
      })),
      ...BUTTONS[tab].map((button, index) => ({
        bounds: cellBounds(index),
        action: {
          type: 'uri' as const,
          label: button.label,
          uri: buttonUri({ ...input, saleUnit }, button.path),
        },
      })),
    ];
    const unnamed = { size: { ...RICH_MENU_SIZE }, selected: tab === 'shop', chatBarText, areas };
    const image = drawRichMenuImage(saleUnit, tab);
    const digest = digestOf(unnamed, image);
    return {
      saleUnit,
      tab,
      aliasId: richMenuAliasId(saleUnit, tab),
      body: { ...unnamed, name: `${RICH_MENU_NAME_PREFIX} ${saleUnit} ${tab} ${digest}` },
      image,
      digest,
    };
  });
}
