import { ERROR_MESSAGES, isAppError } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { requireCurrentRevision, writeAtRevision } from './versioned-write';

const expected = { id: 'p_1', revision: 3, notFound: '없습니다.' };

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isAppError(error) ? `${error.code} ${error.message}` : 'other';
  }
  return 'ok';
};

describe('requireCurrentRevision', () => {
  it('passes the live row at the expected revision through', () => {
    const row = { revision: 3, isDeleted: false, name: 'a' };
    expect(requireCurrentRevision(row, expected)).toBe(row);
  });

  it('refuses a missing row or a tombstone with the 404 message, a stale revision with 409', () => {
    expect(codeOf(() => requireCurrentRevision(undefined, expected))).toBe('NOT_FOUND 없습니다.');
    expect(codeOf(() => requireCurrentRevision({ revision: 3, isDeleted: true }, expected))).toBe(
      'NOT_FOUND 없습니다.',
    );
    expect(codeOf(() => requireCurrentRevision({ revision: 4 }, expected))).toBe(
      `CONFLICT ${ERROR_MESSAGES.staleRevision}`,
    );
    expect(codeOf(() => requireCurrentRevision({ revision: 3 }, { ...expected, revision: undefined }))).toBe(
      `CONFLICT ${ERROR_MESSAGES.staleRevision}`,
    );
  });
});

describe('writeAtRevision', () => {
  it('writes only after the locked row passed the check', async () => {
    const writes: number[] = [];
    const write = async (row: { revision: number }) => writes.push(row.revision);
    await writeAtRevision(expected, async () => ({ revision: 3 }), write);
    await expect(writeAtRevision(expected, async () => ({ revision: 2 }), write)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(writes).toEqual([3]);
  });
});
