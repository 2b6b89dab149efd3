import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserExecutable } from './scripts/chromium';
import { freePort } from './scripts/free-port';

/** One free port and one fresh data directory per run; workers inherit them through the environment. */
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_EMBED_HOST_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace of every journey slows each step; in CI a failure is retried, with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: testBrowserExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The compiled server that `npm start` runs (`npm run test:e2e` builds it with the renderer).
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory is migrated and seeded on start; on a shared 2-core machine that can take minutes.
    timeout: 180_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey signs in from this one address; the limit itself has integration tests.
      IDP_RATE_LIMIT_PER_MINUTE: '600',
      DATABASE_URL: '',
      // Every spec signs up from 127.0.0.1; the per-address sign-up limit is tested in the integration tests.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      // The host page that frames the release-notes embed in tests/e2e/catalogue.spec.ts.
      RELEASE_EMBED_ORIGINS: `http://127.0.0.1:${process.env.E2E_EMBED_HOST_PORT}`,
    },
  },
});
