// SWR wants a fetcher that throws on failure; the API clients answer `{ ok: false, error }`
// instead. `unwrap` turns a failed answer into an error that keeps the status and kind, so a page
// can tell "not found" from "could not load".
import type { ApiFailure, ApiResult } from '@/lib/api';

export class ApiCallError extends Error {
  readonly status: number;
  readonly kind: ApiFailure['kind'];
  readonly code: string | undefined;

  constructor(status: number, failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiCallError';
    this.status = status;
    this.kind = failure.kind;
    this.code = failure.code;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiCallError(result.status, result.error);
}

/** True for a 404 answer (the thing asked for does not exist for this caller). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 404;
}
