// The rich menus' typeface, Sarabun from @fontsource/sarabun: each weight's Latin and Thai subsets
// are registered under two names and named together, so missing glyphs fall back.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;
const WEIGHTS: FontWeight[] = [400, 700];
const SUBSETS = ['latin', 'thai'] as const;
const familyOf = (subset: (typeof SUBSETS)[number]) => `Menu Sarabun ${subset}`;

let registered = false;

/** Registers the package's Sarabun files once per process (the renderer's font list is global). */
export function registerMenuFonts(): void {
  if (registered) return;
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const file = require.resolve(
        `@fontsource/sarabun/files/sarabun-${subset}-${weight}-normal.woff2`,
      );
      if (!GlobalFonts.registerFromPath(file, familyOf(subset)))
        throw new Error(`the rich-menu font could not be loaded: ${file}`);
    }
  }
  registered = true;
}

/** A CSS font value in Sarabun at this weight and size, Latin first, then Thai. */
export function menuFont(weight: FontWeight, sizePx: number): string {
  registerMenuFonts();
  return `${weight} ${sizePx}px "${familyOf('latin')}", "${familyOf('thai')}"`;
}
