import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { mantineStylesPlugin } from './tooling/mantine-styles.plugin.ts';

export default defineProject({
  plugins: [react(), mantineStylesPlugin()],
  // react-router 7 sends Node to its CommonJS build unless "module-sync" is known (Node ≥ 22.10): the tests
  // would then load its ES build and react-router/dom its CommonJS build, two routers with two contexts.
  resolve: { conditions: [...defaultClientConditions, 'module-sync'] },
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
  },
});
