// A content page: `GET api/contents/code/{code}` (news page codes and fixed pages) or
// `GET api/contents/{id}` (all digits: the page with that id; otherwise a code). Bodies are cleaned
// HTML in Thai and English.
import { buildPath, CALL_PATHS, ContentAnswerSchema, type Content } from '@eorder/shared';
import useSWR, { type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { useSessionCenter } from '../hooks/use-session-center';

const VALID = /^[A-Za-z0-9_-]{1,60}$/;

export async function getContentByCode(code: string): Promise<ApiResult<Content | null>> {
  const result = await customerApi.get(buildPath('contentByCode', { code }), { schema: ContentAnswerSchema, quiet: true });
  return result.ok ? { ...result, data: result.data.Data } : result;
}

export async function getContent(idOrCode: string): Promise<ApiResult<Content | null>> {
  const result = await customerApi.get(buildPath('content', { code: idOrCode }), { schema: ContentAnswerSchema, quiet: true });
  return result.ok ? { ...result, data: result.data.Data } : result;
}

export class ContentError extends Error {
  constructor(readonly status: number) {
    super(`content answered ${status}`);
    this.name = 'ContentError';
  }
}

/**
 * A content page by code or by id, as the session's center sees it (its own version or the
 * company's); a missing page is `null` data, a failure an error.
 */
export function useContent(kind: 'code' | 'id', value: string | null | undefined): SWRResponse<Content | null, Error> {
  const valid = value && VALID.test(value) ? value : null;
  const center = useSessionCenter();
  return useSWR(
    valid ? ([CALL_PATHS.contentList, kind, valid, center] as const) : null,
    async ([, how, key]) => {
      const result = how === 'code' ? await getContentByCode(key) : await getContent(key);
      if (result.ok) return result.data;
      if (result.status === 404 || result.status === 400) return null;
      throw new ContentError(result.status);
    },
    { ...swrDefaults, dedupingInterval: 60_000 },
  );
}
