// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwaPlugin } from './pwa.plugin.ts';

/** A minimal web app with Jumun's shell files: an entry with CSS and a lazily loaded page. */
const APP_FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script src="/app-manifest.js"></script></head>' +
    '<body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import './main.css';\nvoid import('./lazy-page.ts');",
  'main.css': 'body { margin: 0; }',
  'lazy-page.ts': 'export const page = "lazy";',
  'public/app-manifest.js': 'link.href = "/manifest-user.webmanifest";',
  'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'public/manifest-admin.webmanifest': '{"name":"주문 관리"}',
  'public/manifest-user.webmanifest': '{"name":"주문"}',
  'public/icons/icon-192.png': 'png-192',
  'public/icons/icon-512.png': 'png-512',
};
const SHELL = [
  'index.html',
  'app-manifest.js',
  'favicon.svg',
  'manifest-admin.webmanifest',
  'manifest-user.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
];

let root = '';
const write = (file: string, content: string) => writeFileSync(path.join(root, file), content);

/** Builds the app with the real worker source and plugin options; returns sw.js and its precache list. */
const buildApp = async () => {
  const distDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: distDir, emptyOutDir: true, manifest: true },
    plugins: [pwaPlugin(distDir)],
  });
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const list = /\[\{"revision".*?\}\]/.exec(sw)?.[0] ?? '[]';
  const precache = JSON.parse(list) as { url: string; revision: string | null }[];
  return { sw, precache, urls: precache.map((entry) => entry.url), distDir };
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'jumun-pwa-'));
  mkdirSync(path.join(root, 'public/icons'), { recursive: true });
  for (const [file, content] of Object.entries(APP_FILES)) write(file, content);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pwaPlugin', () => {
  it('precaches the shell and the initial JS and CSS, not lazily loaded chunks or API paths', async () => {
    const { sw, precache, urls, distDir } = await buildApp();
    expect(urls).toEqual(expect.arrayContaining(SHELL));
    const viteManifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    expect(urls).toContain(viteManifest['index.html'].file);
    expect(urls).toContain(viteManifest['index.html'].css[0]);
    expect(urls).not.toContain(viteManifest['lazy-page.ts'].file);
    expect(urls.filter((url) => /^(api|builds|uploads)\/|runtime-config|sw\.js/.test(url))).toEqual([]);
    // Unhashed shell files carry a content revision; Vite's hashed files are their own revision.
    for (const entry of precache) expect(entry.revision === null).toBe(entry.url.startsWith('assets/'));
    expect(sw).not.toContain('self.__WB_MANIFEST');
  }, 120_000);

  it('writes a new sw.js when only the contents of an unhashed shell file change', async () => {
    const before = await buildApp();
    write('public/app-manifest.js', `${APP_FILES['public/app-manifest.js']} // changed`);
    const after = await buildApp();
    write('public/app-manifest.js', APP_FILES['public/app-manifest.js'] ?? '');
    expect(after.sw).not.toBe(before.sw);
    const revisionOf = (build: { precache: { url: string; revision: string | null }[] }) =>
      build.precache.find((entry) => entry.url === 'app-manifest.js')?.revision;
    expect(revisionOf(after)).not.toBe(revisionOf(before));
  }, 120_000);
});
