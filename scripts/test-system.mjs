#!/usr/bin/env node
// The system tests (apps/server/system): real server processes, real HTTP, the embedded database and the local
// PostgreSQL (DATABASE_URL names the server on which each test creates and drops its own database).
import { spawnSync } from 'node:child_process';
import { ensurePostgres } from './ensure-postgres.mjs';

ensurePostgres();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/server/vitest.system.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
);
process.exit(result.status ?? 1);
