// `POST GET_MASTER_DATA/GET_HIERARCHY_ALL`: the five-level category tree with pictures. A failed
// call, a non-200 status or a false status flag gives an empty tree (the specification's rule,
// `extractCategoryTree` of the contract).
import { EMPTY_CATEGORY_TREE, extractCategoryTree, type CategoryTree, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import useSWR, { type SWRResponse } from 'swr';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { useCatalogueContext } from '../hooks/use-catalogue-context';

export async function getCategoryTree(point = false): Promise<CategoryTree> {
  const result = await customerApi.post(
    FIRST_VISIT_CALL_PATHS.hierarchyAll,
    { hierarchy1: '', hierarchy2: '', hierarchy3: '', hierarchy4: '', hierarchy5: '', withPic: true, is_point: point },
    { quiet: true },
  );
  return result.ok ? extractCategoryTree(result.status, result.data) : EMPTY_CATEGORY_TREE;
}

export const categoryTreeKey = (saleUnit: string, lang: string, point: boolean) => ['GET_HIERARCHY_ALL', saleUnit, lang, point] as const;

/** The SWR fetcher of `categoryTreeKey`. */
export const fetchCategoryTree = ([, , , point]: ReturnType<typeof categoryTreeKey>): Promise<CategoryTree> => getCategoryTree(point);

export function useCategoryTree(): SWRResponse<CategoryTree, Error> {
  const context = useCatalogueContext();
  const key = context.ready && context.saleUnit ? categoryTreeKey(context.saleUnit, context.lang, context.point) : null;
  return useSWR(key, fetchCategoryTree, { ...swrDefaults, dedupingInterval: 5 * 60_000 });
}
