import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackShape } from './data/catalogue';

/** A file the generator makes, with its path relative to the files folder (as stored in the database). */
export interface GeneratedFile {
  path: string;
  content: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Shortens a label so it fits the picture. */
function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 0xff) + amount));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Mixes the colour with white: 0 keeps it, 1 gives white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) + (255 - ((n >> shift) & 0xff)) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

const SHAPES: Record<PackShape, (color: string) => string> = {
  bottle: (c) =>
    `<path d="M108 34h24v22c14 8 22 20 22 36v88c0 8-6 14-14 14h-40c-8 0-14-6-14-14V92c0-16 8-28 22-36z" fill="${c}"/>` +
    `<rect x="104" y="26" width="32" height="12" rx="3" fill="${shade(c, -40)}"/>`,
  can: (c) =>
    `<rect x="78" y="40" width="84" height="150" rx="12" fill="${c}"/>` +
    `<rect x="82" y="36" width="76" height="10" rx="5" fill="${shade(c, -40)}"/>`,
  box: (c) => `<rect x="62" y="44" width="116" height="146" rx="6" fill="${c}"/><path d="M62 64h116" stroke="${shade(c, -40)}" stroke-width="6"/>`,
  bag: (c) => `<path d="M70 48h100l12 142H58z" fill="${c}"/><path d="M70 48l8-12h84l8 12" fill="${shade(c, -40)}"/>`,
  sachet: (c) => `<rect x="66" y="52" width="108" height="136" rx="4" fill="${c}"/><path d="M66 62h108M66 178h108" stroke="${shade(c, 40)}" stroke-width="4" stroke-dasharray="6 4"/>`,
  tube: (c) => `<path d="M84 44h72l-10 132h-52z" fill="${c}"/><rect x="108" y="176" width="24" height="18" rx="3" fill="${shade(c, -40)}"/>`,
  piece: (c) => `<rect x="70" y="58" width="100" height="120" rx="18" fill="${c}"/>`,
};

/** Accent colours of the label band, one per flavour or variant, so packs of one brand differ. */
const ACCENTS = ['#C0392B', '#E67E22', '#F1C40F', '#27AE60', '#16A085', '#2980B9', '#8E44AD', '#D35400', '#7F8C8D'];

/** A stable small number from a text (which accent a flavour gets). */
function pickIndex(text: string, count: number): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % count;
}

/**
 * A 240 x 240 packshot-like product picture: the pack of its type (bottle, can, box, bag, sachet,
 * tube, piece) lit from the left with a floor shadow, in the category colour, with a label band in
 * the flavour's accent carrying the brand, the goods and the flavour, and the size below. The code
 * is not drawn (the list shows it; a badge would cover it in a corner).
 */
export function productSvg(opts: { shape: PackShape; color: string; brand: string; label: string; size: string; code: string; flavour?: string }): string {
  const { shape, color, brand, label, size, flavour } = opts;
  const accent = ACCENTS[pickIndex(flavour ?? label, ACCENTS.length)] ?? '#C0392B';
  const id = shape;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    '<defs>',
    `<linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(color, 0.85)}"/></linearGradient>`,
    `<linearGradient id="sheen-${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="0.8" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>`,
    '</defs>',
    `<rect width="240" height="240" fill="url(#bg-${id})"/>`,
    '<ellipse cx="120" cy="200" rx="62" ry="8" fill="#000000" fill-opacity="0.12"/>',
    SHAPES[shape](color),
    `<g fill="url(#sheen-${id})">${SHAPES[shape]('#ffffff').replace(/fill="#[0-9a-fA-F]{6}"/g, '')}</g>`,
    `<rect x="70" y="96" width="100" height="54" rx="6" fill="#ffffff" fill-opacity="0.94"/>`,
    `<rect x="70" y="138" width="100" height="12" rx="0" fill="${accent}"/>`,
    `<text x="120" y="113" font-family="sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="${shade(color, -70)}">${escapeXml(fit(brand, 14))}</text>`,
    `<text x="120" y="129" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#333333">${escapeXml(fit(label, 18))}</text>`,
    flavour ? `<text x="120" y="147" font-family="sans-serif" font-size="8" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(fit(flavour.toUpperCase(), 20))}</text>` : '',
    `<text x="120" y="226" font-family="sans-serif" font-size="13" font-weight="600" text-anchor="middle" fill="#333333">${escapeXml(fit(size, 20))}</text>`,
    '</svg>',
  ].join('');
}

/** A 120 x 120 category tile: a rounded square in the colour with the first letters of the English name. */
export function categorySvg(opts: { color: string; name: string; level: number }): string {
  const initials = opts.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const color = shade(opts.color, (opts.level - 1) * 18);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    `<rect x="4" y="4" width="112" height="112" rx="24" fill="${color}"/>`,
    `<circle cx="92" cy="28" r="14" fill="#ffffff" fill-opacity="0.25"/>`,
    `<text x="60" y="74" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** A 750 x 300 banner with a title and a subtitle on a two-colour background. */
export function bannerSvg(opts: { title: string; subtitle: string; from: string; to: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/>`,
    '</linearGradient></defs>',
    '<rect width="750" height="300" fill="url(#g)"/>',
    '<circle cx="640" cy="80" r="120" fill="#ffffff" fill-opacity="0.12"/>',
    `<text x="48" y="140" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(fit(opts.title, 28))}</text>`,
    `<text x="48" y="196" font-family="sans-serif" font-size="26" fill="#ffffff">${escapeXml(fit(opts.subtitle, 44))}</text>`,
    '</svg>',
  ].join('');
}

/** A 320 x 200 picture of a center: a warehouse in the brand colour with the town name. */
export function centerSvg(opts: { name: string; color: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    '<rect width="320" height="200" fill="#EAF1FB"/>',
    `<path d="M40 90l120-50 120 50v80H40z" fill="${opts.color}"/>`,
    '<rect x="130" y="120" width="60" height="50" fill="#ffffff" fill-opacity="0.85"/>',
    `<text x="160" y="192" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333333">${escapeXml(fit(opts.name, 36))}</text>`,
    '</svg>',
  ].join('');
}

/** Writes the files under `filesDir`, a few at a time. */
export async function writeGeneratedFiles(filesDir: string, files: readonly GeneratedFile[]): Promise<void> {
  const folders = new Set(files.map((f) => path.dirname(path.join(filesDir, f.path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const concurrency = 32;
  for (let i = 0; i < files.length; i += concurrency) {
    await Promise.all(files.slice(i, i + concurrency).map((f) => writeFile(path.join(filesDir, f.path), f.content)));
  }
}
