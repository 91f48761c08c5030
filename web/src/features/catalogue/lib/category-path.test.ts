import { describe, expect, it } from 'vitest';
import { createCategoryTree } from '@/test/catalogue/factories';
import { categoriesAt, categoryName, categoryQuery, categoryTrail, childrenOf } from './category-path';

const tree = createCategoryTree();

describe('the category tree', () => {
  it('finds the children of a category through its parent link', () => {
    const [drinks] = categoriesAt(tree, 1);
    expect(childrenOf(tree, { level: 1, category: drinks! }).map((item) => item.code)).toEqual(['0101', '0102']);
    const [cans] = tree.hierarchy4;
    expect(childrenOf(tree, { level: 4, category: cans! }).map((item) => item.code)).toEqual(['0101010101']);
    expect(childrenOf(tree, { level: 5, category: tree.hierarchy5[0]! })).toEqual([]);
  });

  it('leads a category to the list filtered by it and its ancestors', () => {
    expect(categoryQuery({ level: 3, category: tree.hierarchy3[0]! })).toEqual({ c1: '01', c2: '0101', c3: '010101' });
    expect(categoryQuery({ level: 1, category: tree.hierarchy1[1]! })).toEqual({ c1: '02' });
  });

  it('finds the trail of a list query, ignoring unknown codes', () => {
    expect(categoryTrail(tree, ['01', '0101', 'XX', null, null]).map((placed) => placed.category.code)).toEqual(['01', '0101']);
  });

  it('names a category in the reader language', () => {
    expect(categoryName(tree.hierarchy1[0]!, 'en')).toBe('Beverages');
    expect(categoryName(tree.hierarchy1[0]!, 'th')).toBe('เครื่องดื่ม');
  });
});
