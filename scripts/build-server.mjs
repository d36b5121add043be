#!/usr/bin/env node
// Compiles the server (apps/server + packages/shared) and its dependencies into one ES module,
// apps/server/dist/server.js, with a source map: `npm start` runs it with plain Node (issue #17), `npm run dev`
// keeps the tsx loader. Bundling the dependencies too means start-up reads one file instead of resolving and
// loading some 400 modules from node_modules (about 1 s of a start, docs/benchmarks.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { thinSourceMap } from './thin-source-map.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

/**
 * Packages that must stay in node_modules and be loaded from there:
 * - PGlite loads its WASM and data files through import.meta.url, which in a bundle would name dist/ (and it is
 *   imported only without DATABASE_URL);
 * - sharp is a native addon (libvips), loaded on the first upload;
 * - pg-native is pg's optional native driver (not installed; pg asks for it only when told to).
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', 'sharp', 'pg-native'];

/**
 * CommonJS dependencies that find files beside themselves (@fastify/swagger-ui serves Swagger UI's files from
 * its package folder, @fastify/swagger reads its package.json) use __dirname and __filename, which an ES module
 * does not have. In each such file they become the file's real place in node_modules, found at run time from
 * the bundle's own place (dist/ keeps its position beside node_modules in the repository and in the image).
 */
const dependencyDirnames = {
  name: 'dependency-dirnames',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
      const fromBundle = (target) => JSON.stringify(path.relative(outdir, target).split(path.sep).join('/'));
      const contents = source
        .replace(/\b__dirname\b/g, `__jumunBesideBundle(${fromBundle(path.dirname(args.path))})`)
        .replace(/\b__filename\b/g, `__jumunBesideBundle(${fromBundle(args.path)})`);
      return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * At the top of every output file. CommonJS dependencies call require() for Node's own modules; an ES module has
 * no require, so the bundle makes one (esbuild's require shim uses it when it exists). One line, so that the
 * source map's line numbers are off by nothing esbuild does not know about.
 */
const BANNER = [
  "import { createRequire as __jumunCreateRequire } from 'node:module';",
  "import { fileURLToPath as __jumunFileURLToPath } from 'node:url';",
  'const require = __jumunCreateRequire(import.meta.url);',
  'const __jumunBesideBundle = (relative) => __jumunFileURLToPath(new URL(relative, import.meta.url));',
].join(' ');

const outdir = path.join(serverDir, 'dist');
const started = Date.now();
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
  // Strings, templates and regular expressions with non-ASCII characters are written with escapes (esbuild's
  // default, spelled out because the step below relies on it).
  charset: 'ascii',
  // Keep names readable in stack traces and logs; the bundle is not shipped to browsers.
  minify: false,
  external: EXTERNAL_PACKAGES,
  plugins: [dependencyDirnames],
  banner: { js: BANNER },
  logLevel: 'warning',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
});
// What non-ASCII is left is in comments (Korean ones of ours, a few licence lines). One such character makes V8
// hold the whole file's source as UTF-16, twice its size: the 3.5 MB bundle took 7 MB of heap. '?' keeps every
// column where it was (a source map column counts UTF-16 units, and these are all single units or pairs → '??').
for (const file of fs.readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
  const jsPath = path.join(outdir, file);
  fs.writeFileSync(jsPath, fs.readFileSync(jsPath, 'utf8').replace(/[\u0080-\uFFFF]/g, '?'));
}
for (const file of fs.readdirSync(outdir).filter((name) => name.endsWith('.js.map'))) {
  const mapPath = path.join(outdir, file);
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
  const thinned = thinSourceMap(map, (source) => source.includes('node_modules/'));
  fs.writeFileSync(mapPath, JSON.stringify(thinned));
}
console.info(`server compiled into apps/server/dist in ${Date.now() - started} ms`);
