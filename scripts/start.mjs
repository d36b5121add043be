#!/usr/bin/env node
// `npm start`: builds the web app and compiles the server, then runs the compiled server in this process.
// The build never depends on the caller's NODE_ENV (issue #9, item 5): with NODE_ENV=development in the shell,
// Vite would bundle React's development build. The bundle budget is checked by `npm run build` (CI), not here.
// NODE_ENV still reaches the server itself, where it means what README says (production requires secrets).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const viteBin = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

const run = (what, args, cwd) => {
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`npm start: ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
};

run('building the web app', [viteBin, 'build', '--logLevel', 'warn'], webDir);
run('compiling the server', [path.join(root, 'scripts/build-server.mjs')], root);

// The Node flags (source maps, heap sizes) come from the `npm start` command line: scripts/server-node-flags.mjs.
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
