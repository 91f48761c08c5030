// Where a category of the tree leads: the product list filtered by it and its ancestors (c1..c5).
import type { Category, CategoryTree } from '@eorder/shared';
import type { Lang, QueryInput } from '@/config/paths';

export type Level = 1 | 2 | 3 | 4 | 5;

export interface PlacedCategory {
  level: Level;
  category: Category;
}

const levelKey = (level: Level) => `hierarchy${level}` as const;
const parentKey = (level: Level) => `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';

/** The categories of a level, or the children of a category. */
export function categoriesAt(tree: CategoryTree, level: Level, parent?: PlacedCategory): Category[] {
  const items = tree[levelKey(level)];
  if (!parent) return items;
  if (parent.level + 1 !== level) return [];
  return items.filter((item) => item[parentKey(parent.level)] === parent.category.code);
}

export function childrenOf(tree: CategoryTree, placed: PlacedCategory): Category[] {
  if (placed.level === 5) return [];
  return categoriesAt(tree, (placed.level + 1) as Level, placed);
}

/** The list query of a category: its ancestors' codes (h1..h{level-1}) and its own. */
export function categoryQuery(placed: PlacedCategory): QueryInput {
  const query: QueryInput = {};
  const { level, category } = placed;
  for (let ancestor = 1; ancestor < level; ancestor += 1) {
    const code = category[parentKey(ancestor as Level)];
    if (code) query[`c${ancestor}`] = code;
  }
  query[`c${level}`] = category.code;
  return query;
}

/** The categories named by c1..c5 of a list, found in the tree, from the top down. */
export function categoryTrail(tree: CategoryTree, codes: readonly (string | null)[]): PlacedCategory[] {
  const trail: PlacedCategory[] = [];
  codes.forEach((code, index) => {
    if (!code) return;
    const level = (index + 1) as Level;
    const category = tree[levelKey(level)].find((item) => item.code === code);
    if (category) trail.push({ level, category });
  });
  return trail;
}

/** A category's name in the reader's language (the answer's `name` follows Accept-Language). */
export function categoryName(category: Category, lang: Lang): string {
  if (lang === 'en') return category.name_en?.trim() || category.name;
  const thai = typeof category.name_th === 'string' ? category.name_th.trim() : '';
  return thai || category.name;
}
