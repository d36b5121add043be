import { AppError } from '@jumun/shared';
import type { FastifyRequest } from 'fastify';

/** The `Idempotency-Key` header of a write (the service refuses a missing one where it is required). */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '') return undefined;
  if (key.length > 200) throw new AppError('VALIDATION', 'Idempotency-Key가 너무 깁니다. (최대 200자)');
  return key.trim();
};
