// `GET api/news?types=N,P&skip=&take=12`: the news and promotions list of the session's center and
// of every center, with the total for paging.
import { customerApi, type ApiResult } from '@/lib/api';
import { NewsListAnswerSchema, type NewsListAnswer, CALL_PATHS } from '@eorder/shared';

export const NEWS_PAGE_SIZE = 12;

export function getNews(skip: number, take = NEWS_PAGE_SIZE): Promise<ApiResult<NewsListAnswer>> {
  return customerApi.get(CALL_PATHS.newsList, { query: { types: 'N,P', skip, take }, schema: NewsListAnswerSchema, quiet: true });
}
