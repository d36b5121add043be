import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfoPlugin } from './tooling/build-info.plugin.ts';
import { serviceWorkerPlugin } from './tooling/service-worker.plugin.ts';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), buildInfoPlugin(), serviceWorkerPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to sum the initial JS of each entry and route.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page starts with travel as one file: one gzip stream compresses better than a dozen
        // small chunks (≈5 kB less on the storefront's first load) and the browser opens fewer requests.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
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
