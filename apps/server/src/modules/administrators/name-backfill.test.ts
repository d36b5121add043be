import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createFieldCipher } from '../../lib/field-cipher';
import {
  findAdministratorsWithoutNameKey,
  insertAdministrator,
  setNameKey,
} from './administrator.repository';
import { nameSearchKey } from './name-search';

/** What `npm run db:backfill-name-search` walks: named administrators from before migration 0011. */
const cipher = createFieldCipher(Buffer.alloc(32, 1), Buffer.alloc(32, 2));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = (id: string, name: string, searchField: string[]) =>
    insertAdministrator(database.db, {
      id,
      securedUserName: cipher.encrypt(name),
      contactInfo: {
        securedPhoneMain: '',
        securedPhoneSub1: '',
        securedPhoneSub2: '',
        securedLandlineMain: '',
        securedEmail: '',
      },
      phoneSuffix: '1234',
      searchField,
    });
  await admin('uid_bf_1', '최오래', ['1234']);
  await admin('uid_bf_2', '', ['1234']);
  await admin('uid_bf_3', '정새로', ['1234', nameSearchKey(cipher, '정새로') ?? '']);
});
afterAll(async () => database.close());

/** Only this file's rows: the template database may hold seeded administrators too. */
const ours = async (afterId: string) =>
  (await findAdministratorsWithoutNameKey(database.db, afterId, 100)).filter((row) =>
    row.id.startsWith('uid_bf_'),
  );

describe('name keyword backfill', () => {
  it('finds only named administrators without a keyword, and not again once written', async () => {
    const before = await ours('uid_bf_');
    expect(before.map((row) => row.id)).toEqual(['uid_bf_1']);
    expect(cipher.decrypt(before[0]?.securedUserName ?? '')).toBe('최오래');
    await setNameKey(database.db, 'uid_bf_1', nameSearchKey(cipher, '최오래'));
    expect(await ours('')).toEqual([]);
  });
});
