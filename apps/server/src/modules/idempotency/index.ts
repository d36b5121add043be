/** `Idempotency-Key` for writes: read the header in the route, claim and store it in the service's transaction. */

export {
  claimIdempotencyKey,
  type IdempotencyRequest,
  type QueuedNotification,
  storeIdempotentResult,
  storeIdempotentResultAndNotify,
} from './idempotency.repository';
export { idempotencyOf } from './idempotency-key';
