import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
 * Writes `sw.js` (issue 15, installable apps) from tooling/service-worker.template.js: the precache list is the shell
 * above plus the entry chunk and its CSS and imports of this build, and the cache name is a hash of that list, so a
 * deploy with new files drops the old cache. Lazily loaded chunks are cached when first used. Build only: `vite`
 * dev has no service worker.
 */
export const serviceWorkerPlugin = (): Plugin => {
  let isBuild = false;
  return {
    name: 'jumun-service-worker',
    config: (_config, env) => {
      isBuild = env.command === 'build';
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
      const version = createHash('sha256').update(JSON.stringify(precache)).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./service-worker.template.js', import.meta.url), 'utf8');
      const source = template
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
};
