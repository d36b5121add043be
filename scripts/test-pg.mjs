#!/usr/bin/env node
// Runs the server API suite against a real PostgreSQL server (issue #2: "the API suite again against the
// local PostgreSQL server, fresh database per run"). Each test file creates and drops its own database.
import { spawnSync } from 'node:child_process';
import { ensurePostgres } from './ensure-postgres.mjs';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
ensurePostgres();

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
