import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Files the shell needs before any page: index.html, the manifest picker script, the manifests, the icons. */
const SHELL_GLOBS = ['index.html', 'app-manifest.js', 'favicon.svg', 'manifest-*.webmanifest', 'icons/*.png'];

type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The JS and CSS every page starts with: the entry chunk, its static imports (transitively) and their CSS. */
export const initialFilesOf = (manifest: ViteManifest): Set<string> => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
};

/**
 * The service worker (issue 15, decision 018): vite-plugin-pwa builds src/service-worker/sw.ts and workbox-build
 * injects the precache list: the shell above plus the initial JS and CSS of this build, read from Vite's manifest
 * (`build.manifest`). Lazily loaded chunks are left to the worker's cache-first route. Our own two manifests and
 * their picker script stay (`manifest: false`), and main.tsx registers the worker (`injectRegister: false`): the
 * CSP forbids the inline script the plugin would add. Build only: `vite` dev has no service worker.
 */
export const pwaPlugin = (distDir: string): PluginOption =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: fileURLToPath(new URL('../src/service-worker', import.meta.url)),
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: [...SHELL_GLOBS, 'assets/*.{js,css}'],
      manifestTransforms: [
        (entries) => {
          const viteManifest = path.join(distDir, '.vite/manifest.json');
          const initial = initialFilesOf(JSON.parse(readFileSync(viteManifest, 'utf8')) as ViteManifest);
          const manifest = entries.filter(
            (entry) => !entry.url.startsWith('assets/') || initial.has(entry.url),
          );
          return { manifest, warnings: [] };
        },
      ],
    },
  });
