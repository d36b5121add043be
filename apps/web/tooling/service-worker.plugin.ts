import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of `public/` the shell needs before any page: the start-up scripts, the manifests and their icons. */
const PUBLIC_SHELL = [
  '/',
  '/color-scheme.js',
  '/app-manifest.js',
  '/favicon.svg',
  '/manifest-admin.webmanifest',
  '/manifest-user.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/**
 * The cache name's version: a hash of every precached URL and of the contents of the shell files whose names carry
 * no hash of their own (`/` is index.html's source; Vite's hashed files change name when they change). A deploy that
 * changes only `app-manifest.js`, a manifest or an icon therefore still writes a new `sw.js`, and installed apps drop
 * the old copies instead of serving them cache-first until some later deploy (issue 15, "no stale app").
 */
const serviceWorkerVersion = (
  precache: readonly string[],
  readShellFile: (url: string) => Buffer,
): string => {
  const hash = createHash('sha256').update(JSON.stringify(precache));
  for (const url of PUBLIC_SHELL) hash.update(`\n${url}\n`).update(readShellFile(url));
  return hash.digest('hex').slice(0, 12);
};

/**
 * Writes `sw.js` (issue 15, installable apps) from tooling/service-worker.template.js: the precache list is the shell
 * above plus the entry chunk and its CSS and imports of this build, and the cache name changes with that list and
 * the shell files' contents (serviceWorkerVersion), so a deploy with changed files drops the old cache. Lazily loaded
 * chunks are cached when first used. Build only: `vite` dev has no service worker.
 */
export const serviceWorkerPlugin = (): Plugin => {
  let isBuild = false;
  let root = '';
  let publicDir = '';
  const readShellFile = (url: string) =>
    readFileSync(url === '/' ? path.join(root, 'index.html') : path.join(publicDir, url));
  return {
    name: 'jumun-service-worker',
    config: (_config, env) => {
      isBuild = env.command === 'build';
    },
    configResolved: (config) => {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      if (!isBuild) return;
      const files = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        files.add(`/${output.fileName}`);
        for (const imported of output.imports) files.add(`/${imported}`);
        for (const css of output.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
      }
      const precache = [...PUBLIC_SHELL, ...[...files].sort()];
      const version = serviceWorkerVersion(precache, readShellFile);
      const template = readFileSync(new URL('./service-worker.template.js', import.meta.url), 'utf8');
      const source = template
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
};
