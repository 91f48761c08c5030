// Where the tab bar and the six buttons sit on a rich menu, for LINE's two widths of
// menu: the large one (2500x1686) and the compact one (2500x843). The tappable areas
// and the drawing both read these bounds, so a button is drawn where it is tapped.
export const RICH_MENU_SIZES = {
  large: { width: 2500, height: 1686 },
  compact: { width: 2500, height: 843 },
} as const;
export type RichMenuSize = keyof typeof RICH_MENU_SIZES;

export const RICH_MENU_COLUMNS = 3;
export const RICH_MENU_ROWS = 2;
const TAB_BAR_HEIGHT: Record<RichMenuSize, number> = { large: 250, compact: 170 };

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function tabBarHeight(size: RichMenuSize): number {
  return TAB_BAR_HEIGHT[size];
}

/** The bounds of tab `index` of `count` in the bar across the top. */
export function tabBounds(size: RichMenuSize, index: number, count: number): Bounds {
  const width = RICH_MENU_SIZES[size].width / count;
  return {
    x: Math.round(index * width),
    y: 0,
    width: Math.round((index + 1) * width) - Math.round(index * width),
    height: TAB_BAR_HEIGHT[size],
  };
}

/** The bounds of button `index` in the grid under the tab bar, row by row. */
export function cellBounds(size: RichMenuSize, index: number): Bounds {
  const menu = RICH_MENU_SIZES[size];
  const bar = TAB_BAR_HEIGHT[size];
  const width = Math.floor(menu.width / RICH_MENU_COLUMNS);
  const height = Math.floor((menu.height - bar) / RICH_MENU_ROWS);
  const column = index % RICH_MENU_COLUMNS;
  const row = Math.floor(index / RICH_MENU_COLUMNS);
  return {
    x: column * width,
    y: bar + row * height,
    // The last column and row take the pixels left over, so the areas cover the menu exactly.
    width: column === RICH_MENU_COLUMNS - 1 ? menu.width - column * width : width,
    height: row === RICH_MENU_ROWS - 1 ? menu.height - bar - row * height : height,
  };
}
