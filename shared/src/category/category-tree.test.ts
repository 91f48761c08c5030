import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORY_TREE } from './category.schema.js';
import { childCategories, extractCategoryTree } from './category-tree.js';

const tree = {
  hierarchy1: [{ code: '01', name: 'เครื่องดื่ม', image: 'drinks.png' }],
  hierarchy2: [
    { code: '0101', name: 'น้ำดื่ม', h1: '01' },
    { code: '0102', name: 'น้ำอัดลม', h1: '01' },
    { code: '0201', name: 'ขนม', h1: '02' },
  ],
  hierarchy3: [{ code: '010101', name: 'ขวดเล็ก', h1: '01', h2: '0101' }],
  hierarchy4: [],
  hierarchy5: [],
};
const answer = { status: 200, data: [{ status: true, data: [tree] }] };

describe('extractCategoryTree', () => {
  it('takes the first tree of the first item', () => {
    expect(extractCategoryTree(200, answer).hierarchy2).toHaveLength(3);
  });
  it('falls back to an empty tree on failure', () => {
    expect(extractCategoryTree(500, answer)).toEqual(EMPTY_CATEGORY_TREE);
    expect(extractCategoryTree(200, { data: [{ status: false, data: [tree] }] })).toEqual(
      EMPTY_CATEGORY_TREE,
    );
    expect(extractCategoryTree(200, { data: [] })).toEqual(EMPTY_CATEGORY_TREE);
    expect(
      extractCategoryTree(200, { data: [{ status: true, data: [{ hierarchy1: 'x' }] }] }),
    ).toEqual(EMPTY_CATEGORY_TREE);
    expect(extractCategoryTree(200, null)).toEqual(EMPTY_CATEGORY_TREE);
  });
  it('finds children through the parent link of the next level', () => {
    const parsed = extractCategoryTree(200, answer);
    expect(childCategories(parsed, 1, '01').map((c) => c.code)).toEqual(['0101', '0102']);
    expect(childCategories(parsed, 2, '0101').map((c) => c.code)).toEqual(['010101']);
    expect(childCategories(parsed, 5, 'x')).toEqual([]);
  });
});
