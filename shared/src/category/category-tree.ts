import {
  CategoryTreeSchema,
  EMPTY_CATEGORY_TREE,
  type Category,
  type CategoryTree,
} from './category.schema.js';

/**
 * The tree out of a `GET_HIERARCHY_ALL` answer, or an empty tree when the call failed: a status
 * other than 200, a false status flag, or a shape that does not hold a tree.
 */
export function extractCategoryTree(httpStatus: number, body: unknown): CategoryTree {
  if (httpStatus !== 200 || typeof body !== 'object' || body === null) return EMPTY_CATEGORY_TREE;
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) return EMPTY_CATEGORY_TREE;
  const first: unknown = data[0];
  if (typeof first !== 'object' || first === null) return EMPTY_CATEGORY_TREE;
  const { status, data: trees } = first as { status?: unknown; data?: unknown };
  if (status !== true || !Array.isArray(trees)) return EMPTY_CATEGORY_TREE;
  const parsed = CategoryTreeSchema.safeParse(trees[0]);
  return parsed.success ? parsed.data : EMPTY_CATEGORY_TREE;
}

export type CategoryLevel = 1 | 2 | 3 | 4 | 5;

/** The children of a category: the items of the next level whose parent link names it. */
export function childCategories(
  tree: CategoryTree,
  level: CategoryLevel,
  parentCode: string,
): Category[] {
  if (level === 5) return [];
  const next = tree[`hierarchy${(level + 1) as 2 | 3 | 4 | 5}`];
  const parentKey = `h${level}` as const;
  return next.filter((item) => item[parentKey] === parentCode);
}
