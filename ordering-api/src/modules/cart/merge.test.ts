import { describe, expect, it } from 'vitest';
import { addCart, isLive, readStoredLines, unionCarts, writeCart, type StoredCartLine } from './merge';

const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0, selected = true) => ({ P_Code, qty1, qty2, qty3, selected });
const live = (lines: StoredCartLine[]) => lines.filter(isLive).map(({ v: _v, ...rest }) => rest);

describe('writeCart', () => {
  it('replaces the stored cart when the writer has seen the latest version', () => {
    const first = writeCart([], 0, [line('A', 1), line('B', 0, 2)], 0);
    expect(first.changed).toBe(true);
    expect(live(first.lines)).toEqual([line('A', 1), line('B', 0, 2)]);
    // version 1: remove A, change B
    const second = writeCart(first.lines, 1, [line('B', 0, 3)], 1);
    expect(live(second.lines)).toEqual([line('B', 0, 3)]);
    // A stays as a tombstone stamped with version 2
    expect(second.lines.find((l) => l.P_Code === 'A')).toMatchObject({ qty1: 0, v: [2, 0, 0, 0] });
  });

  it('reports no change when nothing differs', () => {
    const first = writeCart([], 0, [line('A', 1)], 0);
    expect(writeCart(first.lines, 1, [line('A', 1)], 1).changed).toBe(false);
  });

  it('keeps what another device added when a stale writer writes', () => {
    // Device 1 and 2 both read version 1 with A.
    const v1 = writeCart([], 0, [line('A', 1)], 0).lines;
    // Device 1 adds B: version 2.
    const v2 = writeCart(v1, 1, [line('A', 1), line('B', 5)], 1).lines;
    // Device 2, still at version 1, adds C and changes A.
    const v3 = writeCart(v2, 2, [line('A', 4), line('C', 1)], 1);
    expect(live(v3.lines)).toEqual([line('A', 4), line('B', 5), line('C', 1)]);
    expect(v3.conflicts).toEqual([]);
  });

  it('does not bring back a line another device removed', () => {
    const v1 = writeCart([], 0, [line('A', 1), line('B', 1)], 0).lines;
    // Device 1 removes B: version 2.
    const v2 = writeCart(v1, 1, [line('A', 1)], 1).lines;
    // Device 2, at version 1, still holds B and adds C.
    const v3 = writeCart(v2, 2, [line('A', 1), line('B', 1), line('C', 2)], 1);
    expect(live(v3.lines)).toEqual([line('A', 1), line('C', 2)]);
  });

  it('keeps the newer value when both devices changed the same unit, and says so', () => {
    const v1 = writeCart([], 0, [line('A', 1)], 0).lines;
    const v2 = writeCart(v1, 1, [line('A', 3)], 1).lines;
    const v3 = writeCart(v2, 2, [line('A', 7)], 1);
    expect(live(v3.lines)).toEqual([line('A', 3)]);
    expect(v3.conflicts).toEqual(['A']);
  });

  it('merges unit by unit: different units of one product from two devices both stay', () => {
    const v1 = writeCart([], 0, [line('A', 1)], 0).lines;
    const v2 = writeCart(v1, 1, [line('A', 1, 2)], 1).lines; // device 1 adds packs
    const v3 = writeCart(v2, 2, [line('A', 1, 0, 1)], 1); // device 2 adds a case
    expect(live(v3.lines)).toEqual([line('A', 1, 2, 1)]);
  });

  it('treats a blind write (no version) as the last word', () => {
    const v1 = writeCart([], 0, [line('A', 1)], 0).lines;
    const v2 = writeCart(v1, 1, [line('B', 1)], null);
    expect(live(v2.lines)).toEqual([line('B', 1)]);
  });

  it('adds to a cart that was emptied since the writer read it', () => {
    const stored = writeCart([], 0, [line('A', 1)], 0).lines;
    const result = writeCart(stored, 1, [line('B', 2)], 9);
    expect(live(result.lines)).toEqual([line('A', 1), line('B', 2)]);
  });

  it('caps quantities', () => {
    expect(writeCart([], 0, [line('A', 1_000_000)], 0).lines[0]?.qty1).toBe(99_999);
  });
});

describe('addCart', () => {
  it('adds quantities of the same unit and selects what was added', () => {
    const stored = writeCart([], 0, [line('A', 1, 0, 0, false), line('B', 2)], 0).lines;
    const result = addCart(stored, 1, [line('A', 2, 1), line('C', 0, 0, 1)]);
    expect(live(result.lines)).toEqual([line('A', 3, 1), line('B', 2), line('C', 0, 0, 1)]);
    expect(result.lines.find((l) => l.P_Code === 'A')?.v).toEqual([2, 2, 0, 2]);
  });
  it('ignores empty lines', () => {
    expect(addCart([], 0, [line('A')]).changed).toBe(false);
  });
});

describe('unionCarts', () => {
  it('takes the larger quantity of each unit', () => {
    expect(unionCarts([line('A', 1, 5)], [line('A', 3, 2), line('B', 1)])).toEqual([line('A', 3, 5), line('B', 1)]);
  });
});

describe('readStoredLines', () => {
  it('keeps well-formed lines of a damaged cart', () => {
    expect(readStoredLines('nonsense')).toEqual([]);
    expect(
      readStoredLines([null, { P_Code: 'A', qty1: 2, qty2: 'x', selected: false }, { qty1: 1 }, { P_Code: 'A', qty1: 9 }]),
    ).toEqual([{ P_Code: 'A', qty1: 2, qty2: 0, qty3: 0, selected: false }]);
  });
});
