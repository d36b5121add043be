import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  isAdminKitModule,
  isInputModule,
  isMenuModule,
  isOverlayModule,
} from './tooling/admin-chunk-groups.ts';
import { buildInfoPlugin } from './tooling/build-info.plugin.ts';
import { mantineStylesPlugin } from './tooling/mantine-styles.plugin.ts';
import { areaFirstPageChunk } from './tooling/page-chunk-group.ts';
import { precompressPlugin } from './tooling/precompress.plugin.ts';
import { pwaPlugin } from './tooling/pwa.plugin.ts';
import { routePreloadsPlugin } from './tooling/route-preloads.plugin.ts';

const API_TARGET = 'http://127.0.0.1:3000';
const fromRoot = (file: string) => path.join(import.meta.dirname, file);

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPlugin(),
    buildInfoPlugin(),
    pwaPlugin(path.join(import.meta.dirname, 'dist')),
    routePreloadsPlugin(import.meta.dirname),
    // Last: compresses what the plugins above wrote too (the service worker, the route preloads).
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to sum the initial JS of each entry and route.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page starts with travel as one file, and the rest of the entry's static imports as a
        // second: one gzip stream compresses better than a dozen small chunks (−4 kB on every first load) and the
        // browser opens 3 requests instead of 17 before the first page can render (Lighthouse counts each one).
        // The vendor file also carries the small Mantine components that nearly every page renders (Group, Badge,
        // ActionIcon, …) and Mantine's base stylesheets, so that the globals stay before the components in one
        // stylesheet: up to eight files fewer on each first load for 1 kB more on the entry (decision 044).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Group|Badge|ActionIcon|Skeleton|VisuallyHidden|Paper|Anchor|ThemeIcon)|@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]random-id)[\\/]|virtual:mantine-styles|@mantine[\\/]core[\\/]styles[\\/](baseline|default-css-variables|global)\.layer\.css/,
            },
            { name: 'shell', tags: ['$initial'] },
            // Pages call notifications.show() from the toast store; the toasts themselves load after the first paint
            // (app/provider.tsx). Without its own group the store shares a chunk with them, and every page would
            // download the toasts' transitions and drag code up front.
            {
              name: 'notifications-store',
              test: /node_modules[\\/]@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store/,
            },
            // The storefront's first screen in 20 files instead of 39 (decision 044): its modules that only customer
            // pages load in one chunk, those other areas load too in a second. Not recursive, so no back-office page
            // is handed customer code.
            {
              name: areaFirstPageChunk({
                name: 'storefront',
                sharedName: 'storefront-shared',
                isAreaPage: (id) =>
                  /src[\\/](app[\\/]routes[\\/]user|features[\\/]storefront)[\\/]|[\\/]customer-frame\.tsx$/.test(
                    id,
                  ),
                firstPage: [
                  fromRoot('src/features/storefront/menu/components/menu-page.tsx'),
                  fromRoot('src/components/layouts/customer-frame.tsx'),
                ],
              }),
              includeDependenciesRecursively: false,
            },
            // The back office's shared first-load modules in four files instead of ≈ 25 (decision 052). Not
            // recursive: a grouped module's other dependencies keep the bundler's placement.
            { name: 'admin-kit', test: isAdminKitModule, includeDependenciesRecursively: false },
            { name: 'menus', test: isMenuModule, includeDependenciesRecursively: false },
            { name: 'overlays', test: isOverlayModule, includeDependenciesRecursively: false },
            { name: 'inputs', test: isInputModule, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/runtime-config.json': { target: API_TARGET, changeOrigin: false },
    },
  },
});
