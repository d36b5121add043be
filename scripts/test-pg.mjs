#!/usr/bin/env node
// Runs the server API suite against a real PostgreSQL server (issue #2: "the API suite again against the
// local PostgreSQL server, fresh database per run"). Each test file creates and drops its own database.
import { execSync, spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const isReady = () =>
  spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;

if (!isReady()) {
  console.log('PostgreSQL is not answering on 127.0.0.1:5432; starting the local cluster');
  try {
    const version = execSync('ls /etc/postgresql').toString().trim().split('\n')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error('Could not start PostgreSQL:', error.message);
    process.exit(1);
  }
  for (let i = 0; i < 30 && !isReady(); i++) execSync('sleep 1');
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
