import { AppError } from '@jumun/shared';
import type { FastifyRequest } from 'fastify';
import type { IdempotencyRequest } from './idempotency.repository';

const MAX_KEY_LENGTH = 200;

/**
 * The request's `Idempotency-Key`, scoped to the caller and the exact URL, or undefined when none was sent.
 * The service claims it inside its write transaction (idempotency.repository.ts).
 */
export const idempotencyOf = (request: FastifyRequest): IdempotencyRequest | undefined => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !key) return undefined;
  if (key.length > MAX_KEY_LENGTH)
    throw new AppError('VALIDATION', `Idempotency-Key가 너무 깁니다. (최대 ${MAX_KEY_LENGTH}자)`);
  return {
    // A customer's keys live apart from every administrator's and every other customer's.
    scope: `${request.session?.uid ?? (request.customer ? `customer:${request.customer.uid}` : 'anonymous')}:${request.routeOptions.url}:${request.url}`,
    key,
    body: request.body,
  };
};
