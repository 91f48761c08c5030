// The rich menu of a center's LINE official account: two tabs whose buttons open the customer LIFF
// app with `rm=<SaleUnit>`; aliases follow the bff's rule `dc-<saleunit>-<tab>`.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BUTTONS, RICH_MENU_TABS, TAB_LABELS, type RichMenuTab } from './buttons';
import { drawRichMenuImage } from './draw';
import { cellBounds, RICH_MENU_SIZES, tabBounds, type RichMenuSize } from './layout';

export { RICH_MENU_TABS, type RichMenuTab } from './buttons';
export { RICH_MENU_SIZES, type RichMenuSize } from './layout';

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
  /** LINE's large menu (the default) or its compact one, half as tall. */
  size?: RichMenuSize;
  /** Labels in Thai and English; Thai alone by default. */
  english?: boolean;
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

const digestOf = (body: Omit<RichMenuBody, 'name'>, image: Buffer) =>
  createHash('sha256').update(JSON.stringify(body)).update(image).digest('hex').slice(0, 10);

/** The two tabs of a center's rich menu, with their images. */
export function defineCenterRichMenus(input: CenterRichMenuInput): CenterRichMenu[] {
  const saleUnit = SaleUnitSchema.parse(input.saleUnit);
  const chatBarText = input.chatBarText ?? 'เมนูร้านค้า';
  if (chatBarText.length < 1 || chatBarText.length > 14)
    throw new Error('chatBarText must have 1 to 14 characters');
  const size = input.size ?? 'large';
  const english = input.english ?? false;
  return RICH_MENU_TABS.map((tab) => {
    const areas: RichMenuArea[] = [
      ...RICH_MENU_TABS.map((name, index) => ({
        bounds: tabBounds(size, index, RICH_MENU_TABS.length),
        action: {
          type: 'postback' as const,
          label: TAB_LABELS[name].th,
          data: tabPostbackData(saleUnit, name),
        },
      })),
      ...BUTTONS[tab].map((button, index) => ({
        bounds: cellBounds(size, index),
        action: {
          type: 'uri' as const,
          label: button.label.th,
          uri: buttonUri({ ...input, saleUnit }, button.path),
        },
      })),
    ];
    const unnamed = {
      size: { ...RICH_MENU_SIZES[size] },
      selected: tab === 'shop',
      chatBarText,
      areas,
    };
    const image = drawRichMenuImage({
      size,
      saleUnit,
      english,
      tabs: RICH_MENU_TABS.map((name) => ({ label: TAB_LABELS[name], active: name === tab })),
      buttons: BUTTONS[tab],
    });
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
