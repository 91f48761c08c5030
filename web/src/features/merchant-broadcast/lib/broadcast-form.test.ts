import { describe, expect, it } from 'vitest';
import { bangkokIso, batchesFor, bodyOf, deliveredPercent, draftProblems, emptyDraft, parseCodes } from './broadcast-form';

describe('parseCodes', () => {
  it('splits pasted codes on spaces, commas and lines, once each, upper-cased', () => {
    expect(parseCodes(' c001, C002\nc001;C003  ')).toEqual(['C001', 'C002', 'C003']);
    expect(parseCodes('   ')).toEqual([]);
  });

  it('keeps at most 500 codes, what one call takes', () => {
    const many = Array.from({ length: 600 }, (_, i) => `C${i}`).join(' ');
    expect(parseCodes(many)).toHaveLength(500);
  });
});

describe('the broadcast draft', () => {
  const now = new Date('2026-11-27T03:00:00Z');

  it('counts multicast calls of at most 500', () => {
    expect([0, 1, 500, 501, 1200].map(batchesFor)).toEqual([0, 1, 1, 2, 3]);
  });

  it('reads a datetime-local value as Bangkok time', () => {
    expect(bangkokIso('2026-11-27T18:30')).toBe('2026-11-27T18:30:00+07:00');
    expect(bangkokIso('tomorrow')).toBeNull();
  });

  it('names what is missing for each kind, and a time that has passed', () => {
    expect(draftProblems(emptyDraft(), now)).toEqual(['title', 'text']);
    expect(draftProblems({ ...emptyDraft(), title: 'x', kind: 'IMAGE', imageUrl: 'http://a/p.jpg' }, now)).toEqual(['imageUrl']);
    expect(draftProblems({ ...emptyDraft(), title: 'x', kind: 'PRODUCTS', productCodes: '' }, now)).toEqual(['productCodes']);
    expect(draftProblems({ ...emptyDraft(), title: 'x', kind: 'PROMOTION', promotionId: '0' }, now)).toEqual(['promotionId']);
    const late = { ...emptyDraft(), title: 'x', text: 'y', when: 'later' as const };
    expect(draftProblems({ ...late, sendAt: '2026-11-27T09:59' }, now)).toEqual(['sendAt']);
    expect(draftProblems({ ...late, sendAt: '2026-11-27T10:01' }, now)).toEqual([]);
  });

  it('makes the call body: the whole center without a tag, now without a time', () => {
    expect(bodyOf({ ...emptyDraft(), title: ' ข่าว ', text: ' สวัสดี ' }, 'DC01')).toEqual({
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'ข่าว',
      Content: { Kind: 'TEXT', Text: 'สวัสดี' },
      SendAt: null,
    });
    expect(
      bodyOf({ ...emptyDraft(), title: 't', tagId: '7', kind: 'PRODUCTS', productCodes: 'p1 p2', when: 'later', sendAt: '2026-11-28T09:00' }, 'DC02'),
    ).toMatchObject({ TagId: 7, Content: { Kind: 'PRODUCTS', ProductCodes: ['P1', 'P2'] }, SendAt: '2026-11-28T09:00:00+07:00' });
  });

  it('shows the share delivered', () => {
    expect(deliveredPercent({ Recipients: 0, Sent: 0 })).toBe(0);
    expect(deliveredPercent({ Recipients: 1200, Sent: 700 })).toBe(58);
  });
});
