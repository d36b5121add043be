import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real server (which serves apps/web/dist: run `npm run build` first; the root
 * `npm run test:e2e` does). Each run gets a fresh data directory, so the seeded demo data is all there is.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// The fake Aligo Kakao gateway (global-setup.ts); workers re-read this file, so it travels in the environment too.
process.env.E2E_ALIGO_PORT ??= String(port + 91);
/** The server's demo logins (apps/server/src/config/env.ts) plus a second new administrator (kakao-join.spec.ts). */
const TEST_PHONE_NUMBERS = ['01', '02', '03', '05', '09', '11']
  .map((n) => `+8210000000${n}:123456`)
  .join(',');
// Workers re-read this file; they inherit the directory chosen by the main process through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'jumun-e2e-'));
const isScreenshotRun = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: isScreenshotRun ? './screenshots' : './specs',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // Two cores run the server and the browser; one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The console notifier's messages, where the specs can read them (fixtures/console-notifications.ts).
      NOTIFY_CONSOLE_FILE: path.join(process.env.E2E_DATA_DIR, 'console-notifications.log'),
      AUTH_TEST_PHONE_NUMBERS: TEST_PHONE_NUMBERS,
      // 이용신청 through the real Aligo adapter, against the fake the global setup starts (its credentials).
      KAKAO_PROVIDER: 'aligo',
      ALIGO_ALIMTALK_API_URL: `http://127.0.0.1:${process.env.E2E_ALIGO_PORT}`,
      ALIGO_API_KEY: 'test-key',
      ALIGO_USER_ID: 'test-user',
    },
  },
});
