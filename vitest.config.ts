import { defineConfig } from 'vitest/config';

/** One `npm test` for every workspace; each project keeps its own environment and setup. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // PGlite is CPU-bound WASM and jsdom files are heavy: two cores run two files at a time well.
    maxWorkers: 2,
  },
});
