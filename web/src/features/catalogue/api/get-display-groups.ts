// `GET api/products/display-group/type/{typeName}?productsIncluded=&take=36`: the display groups of
// the home page (EORDER_HOME_PAGE, with their products) or of the drawer (EORDER_LAYOUT_DRAWER).
import {
  DisplayGroupAnswerSchema,
  DRAWER_GROUPS_TAKE,
  type DisplayGroupAnswer,
  type DisplayGroupType,
  fillCallPath,
  FIRST_VISIT_CALL_PATHS,
} from '@eorder/shared';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { unwrap } from '../lib/api-result';
import { useCatalogueContext } from '../hooks/use-catalogue-context';

export function getDisplayGroups(
  type: DisplayGroupType,
  productsIncluded: boolean,
  take = DRAWER_GROUPS_TAKE,
): Promise<ApiResult<DisplayGroupAnswer>> {
  return customerApi.get(fillCallPath(FIRST_VISIT_CALL_PATHS.displayGroup, { typeName: type }, 'displayGroup'), {
    query: { productsIncluded: productsIncluded ? 'Y' : 'N', take },
    schema: DisplayGroupAnswerSchema,
    quiet: true,
  });
}

export const displayGroupsKey = (type: DisplayGroupType, productsIncluded: boolean, saleUnit: string, lang: string, point: boolean) =>
  [FIRST_VISIT_CALL_PATHS.displayGroup, type, productsIncluded, saleUnit, lang, point] as const;

/** The SWR fetcher of `displayGroupsKey`. */
export const fetchDisplayGroups = async ([, type, productsIncluded]: ReturnType<typeof displayGroupsKey>): Promise<DisplayGroupAnswer> =>
  unwrap(await getDisplayGroups(type, productsIncluded));

export function useDisplayGroups(
  type: DisplayGroupType,
  options: { productsIncluded: boolean; enabled?: boolean },
  config: SWRConfiguration<DisplayGroupAnswer> = {},
): SWRResponse<DisplayGroupAnswer, Error> {
  const context = useCatalogueContext();
  const key =
    (options.enabled ?? true) && context.ready && context.saleUnit
      ? displayGroupsKey(type, options.productsIncluded, context.saleUnit, context.lang, context.point)
      : null;
  return useSWR(key, fetchDisplayGroups, { ...swrDefaults, ...config });
}
