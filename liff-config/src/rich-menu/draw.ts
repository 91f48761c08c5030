// Draws a rich menu's picture with Skia (@napi-rs/canvas); the PNG carries no time or text chunk,
// so the same menu gives the same bytes (decision 037).
import { createCanvas, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { iconShape, type IconName, type MenuLabel } from './buttons';
import { menuFont, type FontWeight } from './fonts';
import { cellBounds, RICH_MENU_SIZES, tabBounds, type Bounds, type RichMenuSize } from './layout';

export interface RichMenuPicture {
  size: RichMenuSize;
  saleUnit: string;
  /** Adds each label's English under its Thai. */
  english: boolean;
  tabs: { label: MenuLabel; active: boolean }[];
  buttons: { label: MenuLabel; colour: string; icon: IconName }[];
}

const BACKGROUND = '#FAFAFA';
const INK = '#262626';
const MUTED = '#8C8C8C';
const TAB_IDLE = '#F0F0F0';
const LINE_GREEN = '#06C755';
const WHITE = '#FFFFFF';
const ON_GREEN = '#D9F7E6';

/** The PNG of one menu. */
export function drawRichMenuImage(picture: RichMenuPicture): Buffer {
  const { width, height } = RICH_MENU_SIZES[picture.size];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);

  picture.tabs.forEach((tab, index) => {
    const bounds = tabBounds(picture.size, index, picture.tabs.length);
    ctx.fillStyle = tab.active ? LINE_GREEN : TAB_IDLE;
    ctx.fillRect(bounds.x, bounds.y, bounds.width, bounds.height);
    const inset = { ...bounds, x: bounds.x + 40, width: bounds.width - 80 };
    drawLabel(ctx, tab.label, picture.english, inset, tab.active ? WHITE : INK, 0.36);
  });
  // The center, small, at the right end of the tab bar, readable on the last tab's colour.
  const bar = tabBounds(picture.size, 0, 1);
  ctx.fillStyle = picture.tabs.at(-1)?.active ? ON_GREEN : MUTED;
  ctx.font = menuFont(400, Math.round(bar.height * 0.16));
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(picture.saleUnit.toUpperCase(), width - 30, bar.height - 24);

  picture.buttons.forEach((button, index) => {
    drawButton(ctx, button, picture.english, picture.size, cellBounds(picture.size, index));
  });
  return canvas.encodeSync('png');
}

function drawButton(
  ctx: SKRSContext2D,
  button: RichMenuPicture['buttons'][number],
  english: boolean,
  size: RichMenuSize,
  cell: Bounds,
): void {
  const margin = 24;
  const card = {
    x: cell.x + margin,
    y: cell.y + margin,
    width: cell.width - 2 * margin,
    height: cell.height - 2 * margin,
  };
  ctx.fillStyle = button.colour;
  ctx.beginPath();
  ctx.roundRect(card.x, card.y, card.width, card.height, 48);
  ctx.fill();

  if (size === 'large') {
    // Icon in a white disc above the label.
    const radius = Math.min(card.height * 0.26, card.width * 0.3);
    const cx = card.x + card.width / 2;
    const cy = card.y + card.height * 0.38;
    ctx.fillStyle = WHITE;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.fill();
    drawIcon(ctx, button.icon, cx, cy, radius * 1.1, button.colour);
    const text = { x: card.x + 30, y: card.y + card.height * 0.7, width: card.width - 60 };
    drawLabel(ctx, button.label, english, { ...text, height: card.height * 0.3 - 20 }, WHITE, 0.55);
  } else {
    // A compact menu is short: the icon sits left of the label.
    const iconSize = card.height * 0.5;
    const iconX = card.x + 40 + iconSize / 2;
    drawIcon(ctx, button.icon, iconX, card.y + card.height / 2, iconSize, WHITE);
    const left = iconX + iconSize / 2 + 40;
    drawLabel(
      ctx,
      button.label,
      english,
      { x: left, y: card.y, width: card.x + card.width - 30 - left, height: card.height },
      WHITE,
      0.3,
    );
  }
}

/**
 * The Thai label, with its English on a smaller line below when wanted, centred in the
 * box; `scale` is the Thai line's size as a share of the box's height.
 */
function drawLabel(
  ctx: SKRSContext2D,
  label: MenuLabel,
  english: boolean,
  box: Bounds,
  colour: string,
  scale: number,
): void {
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const cx = box.x + box.width / 2;
  const thaiSize = Math.round(box.height * (english ? scale * 0.8 : scale));
  if (!english) {
    setFittedFont(ctx, label.th, 700, thaiSize, box.width);
    ctx.fillText(label.th, cx, box.y + box.height / 2);
    return;
  }
  setFittedFont(ctx, label.th, 700, thaiSize, box.width);
  ctx.fillText(label.th, cx, box.y + box.height * 0.36);
  setFittedFont(ctx, label.en, 400, Math.round(thaiSize * 0.62), box.width);
  ctx.fillText(label.en, cx, box.y + box.height * 0.78);
}

/** Sets the font at `size`, smaller when the text would not fit in `maxWidth`. */
function setFittedFont(
  ctx: SKRSContext2D,
  text: string,
  weight: FontWeight,
  size: number,
  maxWidth: number,
): void {
  ctx.font = menuFont(weight, size);
  const measured = ctx.measureText(text).width;
  if (measured > maxWidth) ctx.font = menuFont(weight, Math.floor((size * maxWidth) / measured));
}

/** An icon's outline, `size` pixels square, centred on (cx, cy). */
function drawIcon(
  ctx: SKRSContext2D,
  name: IconName,
  cx: number,
  cy: number,
  size: number,
  colour: string,
): void {
  const shape = iconShape(name);
  const [minX, minY, boxWidth, boxHeight] = shape.viewBox;
  const scale = size / Math.max(boxWidth, boxHeight);
  ctx.save();
  ctx.translate(cx - (boxWidth * scale) / 2, cy - (boxHeight * scale) / 2);
  ctx.scale(scale, scale);
  ctx.translate(-minX, -minY);
  ctx.fillStyle = colour;
  for (const d of shape.paths) ctx.fill(new Path2D(d));
  ctx.restore();
}
