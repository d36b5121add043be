import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { mantineStylesPlugin } from './tooling/mantine-styles.plugin.ts';

export default defineProject({
  plugins: [react(), mantineStylesPlugin()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
  },
});
