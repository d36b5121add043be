import { AppError, type CatalogueKind, type CompanyChangedEvent } from '@jumun/shared';
import type { Db, Tx } from '../../db/client';
import { bumpDataRevision } from '../company';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResult } from '../idempotency';

/**
 * The version bump: its UPDATE takes the company row lock that serialises this company's writers, in one round
 * trip instead of a SELECT … FOR UPDATE now and an UPDATE later. The work calls it before anything it checks
 * under the lock (revisions, references), and queues the event it answers; delivered only at commit.
 */
export type Lock = () => Promise<CompanyChangedEvent>;

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
      let event: CompanyChangedEvent | undefined;
      const lock: Lock = async () => {
        if (!event) {
          const bumped = await bumpDataRevision(tx, companyId, kind);
          if (!bumped) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
          event = { companyId, ...bumped, changed: kind };
        }
        return event;
      };
      const result = await work(tx, lock);
      // Delta sync and the order quote cache rely on every catalogue write moving its kind's version.
      if (!event) throw new Error(`catalogue write to ${companyId} without its version bump`);
      if (idempotency) await storeIdempotentResult(tx, idempotency, result);
      return result;
    });
