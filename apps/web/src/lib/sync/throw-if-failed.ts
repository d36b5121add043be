import { ApiError, type ApiFailure, failure } from '../api-result';
import type { SyncEnvelope } from './core/sync.types';

const isApiFailure = (result: SyncEnvelope<unknown>): result is SyncEnvelope<unknown> & ApiFailure =>
  typeof (result as { status?: unknown }).status === 'number';

/**
 * The engine's envelope in the `api.*` style: the data, or a thrown ApiError that `toSaveProblem` reads like
 * any other failed call (the form-save hook, toasts). HTTP failures reach the engine as the API client's
 * ApiFailure; the engine's own refusals (no company, …) carry only `{message, error}`.
 */
export const throwIfFailed = <T>(result: SyncEnvelope<T>): T | undefined => {
  if (result.isSuccess) return result.data;
  throw new ApiError(isApiFailure(result) ? result : failure(0, result.error ?? result.message));
};
