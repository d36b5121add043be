#!/usr/bin/env node
// Compiles the server (apps/server + packages/shared) into one ES module, apps/server/dist/server.js, with a
// source map: `npm start` runs it with plain Node (issue #17), `npm run dev` keeps the tsx loader. Packages
// from node_modules stay external (PGlite loads its WASM from beside its module; sharp is native); the
// workspace package @jumun/shared is TypeScript source and is bundled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

/** Everything imported by bare name is a dependency, except our own workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@jumun/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const outdir = path.join(serverDir, 'dist');
// Chunk names carry content hashes: without a clean folder, every build would leave the last one's chunks behind.
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    backup: path.join(serverDir, 'src/scripts/backup.ts'),
    restore: path.join(serverDir, 'src/scripts/restore.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  // Keep names readable in stack traces and logs; the bundle is not shipped to browsers.
  minify: false,
  plugins: [externalDependencies],
  logLevel: 'warning',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
});
console.info(`server compiled into apps/server/dist in ${Date.now() - started} ms`);
