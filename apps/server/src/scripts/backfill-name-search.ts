import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { createFieldCipher } from '../lib/field-cipher';
import { loadSecrets } from '../lib/secrets';
import { findAdministratorsWithoutNameKey, nameSearchKey, setNameKey } from '../modules/administrators';

/**
 * Gives administrators whose name was saved before migration 0011 their name keyword, so the operator finds them
 * by name (issue 14, decision 017). Run once after upgrading; names saved since then carry it already. This is the
 * only place names are decrypted in bulk, and only to write the keyword. It walks the table once in id order, so
 * running it again only visits rows still without a keyword.
 *
 *   npm run db:backfill-name-search
 *
 * With the embedded database, stop the server first (PGlite allows one process).
 */
const BATCH = 500;

const env = loadEnv();
const secrets = loadSecrets(env);
const cipher = createFieldCipher(secrets.dataKey, secrets.hashKey);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  let done = 0;
  let afterId = '';
  for (;;) {
    const batch = await findAdministratorsWithoutNameKey(database.db, afterId, BATCH);
    for (const row of batch) {
      const key = nameSearchKey(cipher, cipher.decrypt(row.securedUserName));
      if (key) {
        await setNameKey(database.db, row.id, key);
        done++;
      }
    }
    afterId = batch.at(-1)?.id ?? afterId;
    if (batch.length < BATCH) break;
  }
  console.info(`name keywords written: ${done}`);
} finally {
  await database.close();
}
