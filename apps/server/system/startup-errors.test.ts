import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, tempDir } from './server-process';

/** Issue #16: a configuration error at start is one clear line per problem and exit 1, never a stack trace. */
const runServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const { DATABASE_URL: _testServer, ...inherited } = process.env;
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(REPO_ROOT, 'apps/server/dist/server.js')],
      {
        env: { ...inherited, LOG_LEVEL: 'warn', DATA_DIR: tempDir('startup-errors'), ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });

const lines = (text: string) => text.trim().split('\n');
const hasStackTrace = (text: string) => /^\s+at /m.test(text);

describe('start-up errors', () => {
  it('name each bad variable on its own line', async () => {
    const { code, stderr } = await runServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([
      'Configuration error: PORT — must be a port number (got "eighty"). Example: PORT=3000',
      expect.stringMatching(/^Configuration error: LOG_LEVEL — .*\(got "loud"\)\. Example: LOG_LEVEL=info$/),
    ]);
  });

  it('say which secret production needs', async () => {
    const { code, stderr } = await runServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([
      expect.stringMatching(
        /^Configuration error: JWT_SECRET — is required when NODE_ENV=production\. Example:/,
      ),
      expect.stringMatching(
        /^Configuration error: DATA_ENCRYPTION_KEY — is required when NODE_ENV=production/,
      ),
    ]);
  });

  it('say that no PostgreSQL answers at DATABASE_URL', async () => {
    const port = await freePort();
    const { code, stderr } = await runServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/jumun` });
    expect(code).toBe(1);
    expect(lines(stderr)).toHaveLength(1);
    expect(stderr).toMatch(
      new RegExp(`^Configuration error: DATABASE_URL — no PostgreSQL answers at 127\\.0\\.0\\.1:${port}`),
    );
    expect(hasStackTrace(stderr)).toBe(false);
  });

  it('say that the port is taken', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { code, stderr } = await runServer({ PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' });
    blocker.close();
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([
      `Configuration error: PORT — ${port} is already in use on 127.0.0.1. Example: PORT=3000`,
    ]);
  });
});
