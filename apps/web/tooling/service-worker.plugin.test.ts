// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkerPlugin } from './service-worker.plugin.ts';

/** The shell files of a minimal web app: index.html in the root, the rest in public/. */
const SHELL_FILES: Record<string, string> = {
  'index.html': '<!doctype html><script src="/app-manifest.js"></script>',
  'public/color-scheme.js': 'document.documentElement.dataset.scheme = "light";',
  'public/app-manifest.js': 'link.href = "/manifest-user.webmanifest";',
  'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'public/manifest-admin.webmanifest': '{"name":"주문 관리"}',
  'public/manifest-user.webmanifest': '{"name":"주문"}',
  'public/icons/icon-192.png': 'png-192',
  'public/icons/icon-512.png': 'png-512',
};

let root = '';
const write = (file: string, content: string) => writeFileSync(path.join(root, file), content);

/** Runs the plugin's build hooks as Vite would and returns the sw.js it emits. */
const buildServiceWorker = (entryFileName = 'assets/index-abc123.js'): string => {
  const plugin = serviceWorkerPlugin();
  const hooks = plugin as unknown as {
    config: (config: object, env: { command: string }) => void;
    configResolved: (config: { root: string; publicDir: string }) => void;
    generateBundle: (
      this: { emitFile: (file: { source: string }) => void },
      options: object,
      bundle: object,
    ) => void;
  };
  hooks.config({}, { command: 'build' });
  hooks.configResolved({ root, publicDir: path.join(root, 'public') });
  let emitted = '';
  const bundle = {
    [entryFileName]: {
      type: 'chunk',
      isEntry: true,
      fileName: entryFileName,
      imports: ['assets/vendor-def456.js'],
      viteMetadata: { importedCss: new Set(['assets/index-789abc.css']) },
    },
  };
  hooks.generateBundle.call({ emitFile: ({ source }) => (emitted = source) }, {}, bundle);
  return emitted;
};
const cacheNameOf = (sw: string) => /jumun-shell-[0-9a-f]{12}/.exec(sw)?.[0];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'jumun-sw-'));
  mkdirSync(path.join(root, 'public/icons'), { recursive: true });
  for (const [file, content] of Object.entries(SHELL_FILES)) write(file, content);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serviceWorkerPlugin', () => {
  it('precaches the shell and the entry files under a cache name that is the same for the same build', () => {
    const sw = buildServiceWorker();
    expect(sw).toContain('"/app-manifest.js"');
    expect(sw).toContain('"/assets/index-abc123.js"');
    expect(sw).toContain('"/assets/vendor-def456.js"');
    expect(sw).toContain('"/assets/index-789abc.css"');
    expect(cacheNameOf(sw)).toBeDefined();
    expect(buildServiceWorker()).toBe(sw);
  });

  it.each([
    'public/app-manifest.js',
    'public/color-scheme.js',
    'public/manifest-user.webmanifest',
    'public/icons/icon-512.png',
    'index.html',
  ])('writes a new cache name when only the contents of %s change', (file) => {
    const before = buildServiceWorker();
    write(file, `${SHELL_FILES[file]} changed`);
    const after = buildServiceWorker();
    write(file, SHELL_FILES[file] ?? '');
    expect(cacheNameOf(after)).not.toBe(cacheNameOf(before));
    expect(buildServiceWorker()).toBe(before);
  });

  it('writes a new cache name when the entry chunk is renamed by a new build', () => {
    expect(cacheNameOf(buildServiceWorker('assets/index-ffffff.js'))).not.toBe(
      cacheNameOf(buildServiceWorker()),
    );
  });
});
