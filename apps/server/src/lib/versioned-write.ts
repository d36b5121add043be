import { AppError, ERROR_MESSAGES } from '@jumun/shared';

type Versioned = { revision: number; isDeleted?: boolean };

export type ExpectedRevision = {
  id: string;
  /** The revision the client's copy was based on; undefined never matches. */
  revision: number | undefined;
  /** The Korean 404 message when the row is missing or a tombstone. */
  notFound: string;
};

/**
 * The rule of every save (brief §6): the row exists and is live, and the save is based on its current
 * revision; a stale save is 409 with the domain's message and nothing is written.
 */
export const requireCurrentRevision = <Row extends Versioned>(
  current: Row | undefined,
  expected: ExpectedRevision,
): Row => {
  if (!current || current.isDeleted) throw new AppError('NOT_FOUND', expected.notFound);
  if (expected.revision !== current.revision)
    throw new AppError('CONFLICT', ERROR_MESSAGES.staleRevision, { details: { id: expected.id } });
  return current;
};

/**
 * One versioned write inside the caller's transaction: lock the row (SELECT … FOR UPDATE), check the revision,
 * then write. The lock makes the check and the write one step for concurrent savers.
 */
export const writeAtRevision = async <Row extends Versioned, T>(
  expected: ExpectedRevision,
  lock: () => Promise<Row | undefined>,
  write: (current: Row) => Promise<T>,
): Promise<T> => write(requireCurrentRevision(await lock(), expected));
