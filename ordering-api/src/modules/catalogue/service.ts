// The customer catalogue: product pages, one product, search suggestions and
// the category tree, always for the caller's center and price level.
import {
  AppError,
  type AutoCompleteItem,
  type Category,
  type CategoryTree,
  type HierarchyAllAnswer,
  type HierarchyAllBody,
  type Locale,
  type Product,
  type ProductItemsBody,
} from '@eorder/shared';
import { publicFileUrl } from '../../plugins/files';
import { toWireProduct } from './product-mapper';
import { plainFilter, type CatalogueRepository, type CategoryRow, type ProductFilter } from './repository';
import type { CallerScope } from './scope';
import { parseSearchText } from './search';

export { plainFilter };

/** An id sent as a number or as digits; anything else names nothing (an empty page). */
export function readId(value: string | number | null | undefined): number | null | 'none' {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d{1,9}$/.test(text)) return 'none';
  return Number(text);
}

const blankToNull = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The filter of a `POST api/products/items` body; null when it can match nothing. */
export function filterOfBody(body: ProductItemsBody): ProductFilter | null {
  const displayGroupId = readId(body.DisplayGroupId);
  const promotionId = readId(body.PromotionId);
  if (displayGroupId === 'none' || promotionId === 'none') return null;
  const productCodes = body.ProductIds ? [...new Set(body.ProductIds.map((code) => code.trim()))] : null;
  if (productCodes !== null && productCodes.length === 0) return null;
  return {
    catalogue: body.Point ? 'rewards' : 'goods',
    search: parseSearchText(body.SearchText),
    mattype: blankToNull(body.Mattype),
    hierarchy: [
      blankToNull(body.Hierarchy1),
      blankToNull(body.Hierarchy2),
      blankToNull(body.Hierarchy3),
      blankToNull(body.Hierarchy4),
      blankToNull(body.Hierarchy5),
    ],
    onlyPromotionProduct: body.OnlyPromotionProduct,
    types: body.Types ?? [],
    sortByPrice: body.SortByPrice ?? null,
    displayGroupId,
    promotionId,
    productCodes,
  };
}

/**
 * Everything an answer of `POST api/products/items` is made from besides the database: the center,
 * the customer (whose price level and promotions it shows) or a guest, the day (promotions and
 * advance prices run by day), the language, the page and the filter as the statement reads it.
 */
export function productListKey(scope: CallerScope, body: ProductItemsBody, locale: Locale): string {
  const { saleUnit, customerCode, isGuest, today, weekday } = scope;
  return JSON.stringify([saleUnit, customerCode, isGuest, today, weekday, locale, body.Skip, body.Take, filterOfBody(body)]);
}

type CategoryLevel = 1 | 2 | 3 | 4 | 5;
type Path = [string | null, string | null, string | null, string | null, string | null];

/** Reads is_product_mattype: a flag, or the material type whose categories are wanted. */
function productMattypeOption(value: HierarchyAllBody['is_product_mattype']): { on: boolean; mattype: string | null } {
  if (value === null || value === undefined || value === false) return { on: false, mattype: null };
  if (value === true) return { on: true, mattype: null };
  const text = value.trim();
  const upper = text.toUpperCase();
  if (text === '' || ['N', 'NO', 'FALSE', '0'].includes(upper)) return { on: false, mattype: null };
  if (['Y', 'YES', 'TRUE', '1'].includes(upper)) return { on: true, mattype: null };
  return { on: true, mattype: text };
}

/** Each category's path from the top (its own code at its level). */
function categoryPaths(rows: readonly CategoryRow[]): Map<string, Path> {
  const byKey = new Map(rows.map((row) => [`${row.level}:${row.code}`, row]));
  const paths = new Map<string, Path>();
  const pathOf = (row: CategoryRow): Path => {
    const key = `${row.level}:${row.code}`;
    const known = paths.get(key);
    if (known) return known;
    const path: Path = [null, null, null, null, null];
    const parent = row.level > 1 && row.parent_code ? byKey.get(`${row.level - 1}:${row.parent_code}`) : undefined;
    if (parent) path.splice(0, 5, ...pathOf(parent));
    else if (row.level > 1) path[row.level - 2] = row.parent_code;
    path[row.level - 1] = row.code;
    paths.set(key, path);
    return path;
  };
  for (const row of rows) if (row.level >= 1 && row.level <= 5) pathOf(row);
  return paths;
}

export function createCatalogueService(repository: CatalogueRepository) {
  return {
    /** `POST api/products/items`. */
    async listProducts(scope: CallerScope, body: ProductItemsBody, locale: Locale): Promise<Product[]> {
      const filter = filterOfBody(body);
      if (!filter) return [];
      const rows = await repository.listProducts(scope, filter, { skip: body.Skip, take: body.Take });
      return rows.map((row) => toWireProduct(row, locale, scope));
    },

    /** Products by code in the given order (codes the center does not sell are left out). */
    async productsByCodes(scope: CallerScope, codes: readonly string[], locale: Locale): Promise<Product[]> {
      if (codes.length === 0) return [];
      const rows = await repository.listProducts(scope, plainFilter({ catalogue: 'any', productCodes: codes }), {
        skip: 0,
        take: codes.length,
      });
      return rows.map((row) => toWireProduct(row, locale, scope));
    },

    /** `GET api/products/item/{code}`: one product the center sells, rewards included. */
    async product(scope: CallerScope, code: string, locale: Locale): Promise<Product> {
      const wanted = code.trim();
      const [row] = await repository.listProducts(scope, plainFilter({ catalogue: 'any', productCodes: [wanted] }), {
        skip: 0,
        take: 1,
      });
      if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productCode: wanted });
      return toWireProduct(row, locale, scope);
    },

    /** `GET GET_MASTER_DATA/GetAutoComplete`: distinct product names matching the text. */
    async autoComplete(scope: CallerScope, search: string, take: number, locale: Locale): Promise<AutoCompleteItem[]> {
      const terms = parseSearchText(search);
      if (!terms) return [];
      const rows = await repository.autoComplete(scope.saleUnit, terms, take);
      const seen = new Set<string>();
      const items: AutoCompleteItem[] = [];
      for (const row of rows) {
        const en = row.product_name_en ?? row.product_name_th;
        const text = locale === 'en' ? en : row.product_name_th;
        const key = text.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({ TH: row.product_name_th, EN: en, Text: text, P_Code: row.p_code });
        if (items.length >= take) break;
      }
      return items;
    },

    /** `POST GET_MASTER_DATA/GET_HIERARCHY_ALL`: the five-level tree in the specification's envelope. */
    /** The tree; a null center (staff choosing a product's category) gets every category. */
    async hierarchyAll(
      scope: Pick<CallerScope, 'saleUnit'> | null,
      body: HierarchyAllBody,
      locale: Locale,
    ): Promise<HierarchyAllAnswer> {
      const mattype = productMattypeOption(body.is_product_mattype);
      const onlyWithProducts = scope !== null && (body.is_point || mattype.on);
      const [rows, productPaths] = await Promise.all([
        repository.listCategories(),
        onlyWithProducts
          ? repository.listProductCategoryPaths(scope.saleUnit, {
              catalogue: body.is_point ? 'rewards' : 'goods',
              mattype: mattype.mattype,
            })
          : Promise.resolve(null),
      ]);
      const paths = categoryPaths(rows);
      const wanted: Path = [body.hierarchy1, body.hierarchy2, body.hierarchy3, body.hierarchy4, body.hierarchy5].map(
        (code) => blankToNull(code),
      ) as Path;
      const used = productPaths
        ? [1, 2, 3, 4, 5].map(
            (level) =>
              new Set(
                productPaths.map((p) => [p.h1, p.h2, p.h3, p.h4, p.h5][level - 1]).filter((c): c is string => !!c),
              ),
          )
        : null;
      const tree: CategoryTree = { hierarchy1: [], hierarchy2: [], hierarchy3: [], hierarchy4: [], hierarchy5: [] };
      for (const row of rows) {
        if (row.level < 1 || row.level > 5) continue;
        const level = row.level as CategoryLevel;
        const path = paths.get(`${level}:${row.code}`);
        if (!path) continue;
        // Narrowed by the codes sent: every level the category has must match the code sent for it.
        if (wanted.some((code, index) => code !== null && index < level && path[index] !== code)) continue;
        if (used && !used[level - 1]?.has(row.code)) continue;
        const item: Category = {
          code: row.code,
          name: locale === 'en' ? row.name_en : row.name_th,
          name_th: row.name_th,
          name_en: row.name_en,
          image: body.withPic ? publicFileUrl(row.image) : null,
          level,
        };
        for (let parent = 1; parent < level; parent += 1) item[`h${parent}`] = path[parent - 1] ?? null;
        tree[`hierarchy${level}`].push(item);
      }
      return { status: 200, data: [{ status: true, data: [tree] }] };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
