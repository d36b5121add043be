import { parseArgs } from 'node:util';
import { isCatalogueKind } from '@jumun/shared';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { bumpSchemaGeneration, listLiveCompanyIds } from '../modules/company';

/**
 * Bumps the schema generation (integer part of `<kind>Version`) so every client drops its cached list of
 * that kind and reloads it in full — run after a data migration that changed the shape of stored items.
 *
 *   npm run db:bump-schema -- --kind product --company demoCompanyCafe
 *   npm run db:bump-schema -- --kind option --all
 *
 * With the embedded database, stop the server first (PGlite allows one process).
 */
const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    company: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});

const kind = values.kind ?? '';
if (!isCatalogueKind(kind) || (!values.company && !values.all)) {
  console.error(
    'usage: npm run db:bump-schema -- --kind <product|category|option|optionGroup> (--company <id> | --all)',
  );
  process.exit(2);
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const targets = values.all ? await listLiveCompanyIds(database.db) : [values.company as string];
  for (const companyId of targets) {
    const versionInfo = await database.db.transaction((tx) => bumpSchemaGeneration(tx, companyId, kind));
    if (!versionInfo) {
      console.error(`company not found: ${companyId}`);
      process.exitCode = 1;
      continue;
    }
    console.info(`${companyId}: ${kind} → ${JSON.stringify(versionInfo)}`);
  }
} finally {
  await database.close();
}
