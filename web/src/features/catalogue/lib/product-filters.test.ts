import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromSearch, filtersKey, filtersToQuery, hasFilters, toItemsBody } from './product-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filtersFromSearch', () => {
  it('reads the specification list query', () => {
    const filters = read('p=ชำระ&c1=05&c2=0504&c3=050402&displayGroupId=3&displayGroupName=Special');
    expect(filters.text).toBe('ชำระ');
    expect(filters.hierarchy).toEqual(['05', '0504', '050402', null, null]);
    expect(filters.displayGroupId).toBe('3');
    expect(filters.displayGroupName).toBe('Special');
  });

  it('maps the type of banner and shelf links to filters', () => {
    expect(read('type=suggest').suggest).toBe(true);
    expect(read('type=BEST_SELLER').bestSeller).toBe(true);
    expect(read('type=hotdeal').hotDeal).toBe(true);
    expect(read('type=promotion').onlyPromotionProduct).toBe(true);
    expect(read('type=unknown')).toEqual(EMPTY_FILTERS);
  });

  it('accepts only ASC and DESC as the price order and cuts over-long values', () => {
    expect(read('sort=desc').sortByPrice).toBe('DESC');
    expect(read('sort=up').sortByPrice).toBeNull();
    expect(read(`p=${'x'.repeat(300)}`).text).toHaveLength(200);
    expect(read(`c1=${'1'.repeat(80)}`).hierarchy[0]).toHaveLength(40);
  });

  it('round-trips through the URL query', () => {
    const filters = read('p=milk&c1=01&c2=0101&promo=Y&hotdeal=Y&bestseller=Y&sort=ASC&promotionId=7&displayGroupId=2&displayGroupName=New');
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filtersToQuery(filters))) {
      if (value !== null && value !== undefined) query.set(key, String(value));
    }
    expect(filtersFromSearch(query)).toEqual(filters);
  });
});

describe('toItemsBody', () => {
  it('sends every filter under its wire name, with the page', () => {
    const body = toItemsBody(read('p=นม&c1=01&c2=0101&c3=010101&c4=01010101&c5=0101010101&type=suggest&bestseller=Y&hotdeal=Y&promo=Y&sort=DESC&displayGroupId=4&promotionId=9'), {
      skip: 24,
      point: true,
    });
    expect(body).toEqual({
      Take: 12,
      Skip: 24,
      Point: true,
      SearchText: 'นม',
      Hierarchy1: '01',
      Hierarchy2: '0101',
      Hierarchy3: '010101',
      Hierarchy4: '01010101',
      Hierarchy5: '0101010101',
      Types: ['suggest', 'BEST_SELLER', 'HOTDEAL'],
      OnlyPromotionProduct: true,
      SortByPrice: 'DESC',
      DisplayGroupId: '4',
      PromotionId: '9',
    });
  });

  it('leaves out empty filters and never sends a negative skip', () => {
    expect(toItemsBody(EMPTY_FILTERS, { skip: -5, take: 12 })).toEqual({ Take: 12, Skip: 0, Point: false, OnlyPromotionProduct: false });
  });
});

describe('filtersKey', () => {
  it('changes with a filter but not with the display group title', () => {
    const a = read('displayGroupId=2&displayGroupName=New');
    const b = read('displayGroupId=2&displayGroupName=Nouveau');
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(read('displayGroupId=3')));
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters(read('sort=ASC'))).toBe(true);
  });
});
