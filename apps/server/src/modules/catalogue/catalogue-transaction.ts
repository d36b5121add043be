import { AppError, type CatalogueKind } from '@jumun/shared';
import type { Db, Tx } from '../../db/client';
import { bumpDataRevision } from '../company';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResult } from '../idempotency';

/**
 * The version bump: its UPDATE takes the company row lock that serialises this company's writers, in one round
 * trip instead of a SELECT … FOR UPDATE now and an UPDATE later, and queues the company.changed event, delivered
 * only at commit (decisions/045). The work calls it before anything it checks under the lock (revisions,
 * references); a second call does nothing.
 */
export type Lock = () => Promise<void>;

/**
 * One catalogue write's transaction: the Idempotency-Key claim first (a replay bumps nothing), then the work, which
 * takes the company lock through `lock` (every write must), then the stored answer.
 */
export const createCatalogueTransaction =
  (db: Db) =>
  async <T>(
    companyId: string,
    kind: CatalogueKind,
    idempotency: IdempotencyRequest | undefined,
    work: (tx: Tx, lock: Lock) => Promise<T>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      if (idempotency) {
        const claimed = await claimIdempotencyKey<T>(tx, idempotency);
        if (claimed) return claimed.replay;
      }
      let isLocked = false;
      const lock: Lock = async () => {
        if (isLocked) return;
        if (!(await bumpDataRevision(tx, companyId, kind)))
          throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
        isLocked = true;
      };
      const result = await work(tx, lock);
      // Delta sync and the order quote cache rely on every catalogue write moving its kind's version.
      if (!isLocked) throw new Error(`catalogue write to ${companyId} without its version bump`);
      if (idempotency) await storeIdempotentResult(tx, idempotency, result);
      return result;
    });
