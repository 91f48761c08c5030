// How two devices write one cart without losing items: field versions and tombstones
// (decision 024).

import { clampLineQty } from '@eorder/shared';

/** A cart line as stored: CartItem of the data layer plus the versions of its fields. */
export interface StoredCartLine {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
  /** Versions that last changed qty1, qty2, qty3 and selected. */
  v?: [number, number, number, number];
}

export interface IncomingLine {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}

/** Tombstones older than this many versions are forgotten. */
export const TOMBSTONE_VERSIONS = 100;

const FIELDS = ['qty1', 'qty2', 'qty3', 'selected'] as const;
type Field = (typeof FIELDS)[number];


export const isLive = (line: { qty1: number; qty2: number; qty3: number }): boolean =>
  line.qty1 > 0 || line.qty2 > 0 || line.qty3 > 0;

const versionsOf = (line: StoredCartLine | undefined): [number, number, number, number] =>
  line?.v ? [...line.v] : [0, 0, 0, 0];

function valueOf(line: StoredCartLine | IncomingLine | undefined, field: Field): number | boolean {
  if (!line) return field === 'selected' ? true : 0;
  return line[field];
}

/** Reads whatever is stored, keeping only well-formed lines (a damaged cart loses its bad lines only). */
export function readStoredLines(value: unknown): StoredCartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: StoredCartLine[] = [];
  const seen = new Set<string>();
  for (const raw of value as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.P_Code !== 'string' || r.P_Code.trim() === '' || seen.has(r.P_Code)) continue;
    const qty = (x: unknown) => (typeof x === 'number' ? clampLineQty(x) : 0);
    const v = Array.isArray(r.v) && r.v.length === 4 && r.v.every((n) => typeof n === 'number') ? (r.v as [number, number, number, number]) : undefined;
    seen.add(r.P_Code);
    lines.push({
      P_Code: r.P_Code,
      qty1: qty(r.qty1),
      qty2: qty(r.qty2),
      qty3: qty(r.qty3),
      selected: r.selected !== false,
      ...(v ? { v } : {}),
    });
  }
  return lines;
}

export interface MergeResult {
  lines: StoredCartLine[];
  changed: boolean;
  /** Products where a field changed by another writer since `base` was kept over the incoming value. */
  conflicts: string[];
}

function prune(lines: StoredCartLine[], version: number): StoredCartLine[] {
  return lines.filter((line) => isLive(line) || Math.max(...versionsOf(line)) > version - TOMBSTONE_VERSIONS);
}

/**
 * Writes a client's whole cart over the stored one. `base` is the version the client last read:
 * - equal to the stored version (or absent: a blind write), the client's cart replaces the stored
 *   one field by field;
 * - older (another device wrote since), a field changed after `base` keeps the stored value and
 *   every other field takes the client's, so neither writer's additions are lost;
 * - newer than the stored version (the cart was emptied or replaced meanwhile), it is read as
 *   "knows nothing": stored fields win, the client's lines are added.
 * Changed fields are stamped with `version + 1`.
 */
export function writeCart(
  stored: readonly StoredCartLine[],
  version: number,
  incoming: readonly IncomingLine[],
  base: number | null,
): MergeResult {
  const next = version + 1;
  const replace = base === null || base === version;
  const knownUpTo = base === null ? version : base > version ? 0 : base;
  const storedByCode = new Map(stored.map((line) => [line.P_Code, line]));
  const incomingByCode = new Map(incoming.map((line) => [line.P_Code, { ...line, qty1: clampLineQty(line.qty1), qty2: clampLineQty(line.qty2), qty3: clampLineQty(line.qty3) }]));
  const codes = [...stored.map((l) => l.P_Code), ...incoming.map((l) => l.P_Code).filter((c) => !storedByCode.has(c))];

  let changed = false;
  const conflicts: string[] = [];
  const lines: StoredCartLine[] = [];
  for (const code of codes) {
    const current = storedByCode.get(code);
    const wanted = incomingByCode.get(code);
    const v = versionsOf(current);
    const line: StoredCartLine = {
      P_Code: code,
      qty1: current?.qty1 ?? 0,
      qty2: current?.qty2 ?? 0,
      qty3: current?.qty3 ?? 0,
      selected: current?.selected ?? true,
    };
    let conflict = false;
    FIELDS.forEach((field, index) => {
      const have = valueOf(current, field);
      // A line the client does not have is a line it removed: zero quantities; its selection stays.
      const want = wanted ? valueOf(wanted, field) : field === 'selected' ? have : 0;
      if (want === have) return;
      const storedIsNewer = (v[index] ?? 0) > knownUpTo;
      if (!replace && storedIsNewer) {
        conflict = true;
        return;
      }
      (line as unknown as Record<Field, number | boolean>)[field] = want;
      v[index] = next;
      changed = true;
    });
    if (conflict && wanted) conflicts.push(code);
    line.v = v;
    lines.push(line);
  }
  return { lines: prune(lines, next), changed, conflicts };
}

/**
 * Adds a guest's cart into a customer's: quantities of the same product and unit are added, and
 * every added line is selected. Changed fields are stamped with `version + 1`.
 */
export function addCart(stored: readonly StoredCartLine[], version: number, guest: readonly IncomingLine[]): MergeResult {
  const next = version + 1;
  const lines = stored.map((line) => ({ ...line, v: versionsOf(line) }));
  const byCode = new Map(lines.map((line) => [line.P_Code, line]));
  let changed = false;
  for (const add of guest) {
    if (!isLive(add)) continue;
    let line = byCode.get(add.P_Code);
    if (!line) {
      line = { P_Code: add.P_Code, qty1: 0, qty2: 0, qty3: 0, selected: true, v: [0, 0, 0, 0] };
      byCode.set(add.P_Code, line);
      lines.push(line);
    }
    const target = line;
    (['qty1', 'qty2', 'qty3'] as const).forEach((field, index) => {
      const more = clampLineQty(add[field]);
      if (more === 0) return;
      target[field] = clampLineQty(target[field] + more);
      target.v[index] = next;
      changed = true;
    });
    if (!target.selected) {
      target.selected = true;
      target.v[3] = next;
    }
  }
  return { lines: prune(lines, next), changed, conflicts: [] };
}

/** Two carts of one guest (what the device holds and the server copy): the larger quantity of each unit. */
export function unionCarts(a: readonly IncomingLine[], b: readonly IncomingLine[]): IncomingLine[] {
  const byCode = new Map<string, IncomingLine>();
  for (const line of [...a, ...b]) {
    const seen = byCode.get(line.P_Code);
    byCode.set(
      line.P_Code,
      seen
        ? {
            P_Code: line.P_Code,
            qty1: Math.max(seen.qty1, line.qty1),
            qty2: Math.max(seen.qty2, line.qty2),
            qty3: Math.max(seen.qty3, line.qty3),
            selected: seen.selected || line.selected,
          }
        : { ...line },
    );
  }
  return [...byCode.values()];
}
