import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';

const text = z.nullish(z.string());

/**
 * A category of the five-level tree. Levels 2-5 name their parent's code in h{level-1}
 * (h1 for level 2, ..., h4 for level 5).
 */
export const CategorySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  name_en: text,
  image: text,
  h1: text,
  h2: text,
  h3: text,
  h4: text,
});
export type Category = z.infer<typeof CategorySchema>;

/** The tree: one list per level, hierarchy1 (top) to hierarchy5. */
export const CategoryTreeSchema = z.looseObject({
  hierarchy1: z.array(CategorySchema),
  hierarchy2: z.array(CategorySchema),
  hierarchy3: z.array(CategorySchema),
  hierarchy4: z.array(CategorySchema),
  hierarchy5: z.array(CategorySchema),
});
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

export const EMPTY_CATEGORY_TREE: CategoryTree = {
  hierarchy1: [],
  hierarchy2: [],
  hierarchy3: [],
  hierarchy4: [],
  hierarchy5: [],
};

const level = z._default(LineTextSchema.check(z.trim(), z.maxLength(40)), '');

/**
 * `POST GET_MASTER_DATA/GET_HIERARCHY_ALL` body. The client sends empty hierarchy codes for the
 * whole tree; `is_point` asks for the redeem catalogue's categories.
 */
export const HierarchyAllBodySchema = z.strictObject({
  hierarchy1: level,
  hierarchy2: level,
  hierarchy3: level,
  hierarchy4: level,
  hierarchy5: level,
  withPic: z._default(z.boolean(), true),
  is_point: z._default(z.boolean(), false),
  is_product_mattype: z.nullish(z.union([z.boolean(), LineTextSchema.check(z.maxLength(40))])),
});
export type HierarchyAllBody = z.infer<typeof HierarchyAllBodySchema>;

/**
 * `POST GET_MASTER_DATA/GET_HIERARCHY_ALL` answer: `status` 200, and the first item of `data`
 * has a `status` flag and a `data` list whose first element is the tree.
 */
export const HierarchyAllAnswerSchema = z.looseObject({
  status: z.nullish(z.number().check(z.int())),
  data: z.array(
    z.looseObject({
      status: z.boolean(),
      data: z.array(CategoryTreeSchema),
    }),
  ),
});
export type HierarchyAllAnswer = z.infer<typeof HierarchyAllAnswerSchema>;
