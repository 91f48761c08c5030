// `GET GET_MASTER_DATA/GetAutoComplete?search=&take=10`: search suggestions (EN, TH and Text, and
// the product code when the suggestion names one product).
import { AUTOCOMPLETE_TAKE, AutoCompleteAnswerSchema, type AutoCompleteAnswer, CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function getAutoComplete(search: string, signal?: AbortSignal): Promise<ApiResult<AutoCompleteAnswer>> {
  return customerApi.get(CALL_PATHS.autoComplete, {
    query: { search, take: AUTOCOMPLETE_TAKE },
    schema: AutoCompleteAnswerSchema,
    signal,
    // A suggestion that fails is no reason to interrupt typing: the panel says nothing was found.
    quiet: true,
  });
}
