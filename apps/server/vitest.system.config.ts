import { defineConfig } from 'vitest/config';

/**
 * System tests (`npm run test:system`): real server processes over real HTTP — crash and kill tests, shutdown,
 * start-up, backups, two instances on one database. They start their own processes, so files run one at a time.
 */
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    include: ['system/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['system/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
