import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type ServerProcess, startServer, stopServer, tempDir } from './server-process';

/**
 * Issue #9, item 5: `npm start` with NODE_ENV=development in the shell made Vite bundle React's development
 * build, the budget check failed and the server never started. The start command builds in production mode
 * whatever the shell says, checks no budget, and serves.
 */
let server: ServerProcess | undefined;
const dataDir = tempDir('start-script');
afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('builds and serves with NODE_ENV=development in the shell', async () => {
    server = await startServer(
      { NODE_ENV: 'development', DATA_DIR: dataDir },
      { args: [path.join(REPO_ROOT, 'scripts/start.mjs')], timeoutMs: 170_000 },
    );
    const page = await fetch(`${server.base}/admin/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const script = await fetch(`${server.base}${entry}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    // React's development build (jsxDEV) is in no chunk: the build was a production build.
    const assets = path.join(REPO_ROOT, 'apps/web/dist/assets');
    const jsFiles = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(jsFiles.length).toBeGreaterThan(1);
    const withDevJsx = jsFiles.filter((file) =>
      fs.readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV'),
    );
    expect(withDevJsx).toEqual([]);
  });
});

describe('the production Node flags (issue #17)', () => {
  // V8 reads heap sizes only at start-up, so each way of starting the server spells the flags on its own
  // command line; this keeps `npm start`, the Dockerfile and the benchmarks on the one list.
  it('npm start and the Dockerfile run the server with SERVER_NODE_FLAGS', async () => {
    const { SERVER_NODE_FLAGS } = await import('../../../scripts/server-node-flags.mjs');
    expect(SERVER_NODE_FLAGS).toContain('--enable-source-maps');
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const cmd = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/server.js']).replaceAll(
      ',',
      ', ',
    );
    expect(dockerfile).toContain(`CMD ${cmd}`);
  });
});
