import { ERROR_MESSAGES } from '@jumun/shared';

/** What every API call resolves to (spec §7, §8): the server envelope, or a failure in the same shape. */
export type ApiSuccess<T> = {
  isSuccess: true;
  data: T;
  message?: string;
  /** Present on document list / deleted responses: send it back as `since`. */
  syncPosition?: string;
};

export type ApiFailure = {
  isSuccess: false;
  /** Always 요청 중 오류가 발생했습니다. (spec §8). */
  message: string;
  /** The server's message, else the response text, else 'Unknown error'. */
  error: string;
  /** HTTP status; 0 when no response arrived (network error, timeout, cancelled). */
  status: number;
  /** The server's error code (`AppError` code) or TIMEOUT / NETWORK / ABORTED. */
  code?: string;
  /** The server's own `message`, when it sent one (auth calls show it as it is). */
  serverMessage?: string;
  details?: unknown;
  /** From a Retry-After header (429 send limits): how long the server asks to wait. */
  retryAfterSeconds?: number;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const UNKNOWN_ERROR = 'Unknown error';

export const failure = (
  status: number,
  error: string | undefined,
  extra: Omit<ApiFailure, 'isSuccess' | 'message' | 'error' | 'status'> = {},
): ApiFailure => ({
  isSuccess: false,
  message: ERROR_MESSAGES.requestFailed,
  error: error?.trim() ? error : UNKNOWN_ERROR,
  status,
  ...extra,
});

/** Thrown by `unwrap` so TanStack Query hooks see a rejected promise with the server's words. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;
  readonly result: ApiFailure;

  constructor(result: ApiFailure) {
    super(result.error);
    this.name = 'ApiError';
    this.status = result.status;
    this.code = result.code;
    this.details = result.details;
    this.result = result;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const unwrap = <T>(result: ApiResult<T>): T => {
  if (!result.isSuccess) throw new ApiError(result);
  return result.data;
};
