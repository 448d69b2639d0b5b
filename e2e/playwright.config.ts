import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Ports derive from the main process id (workers inherit them through the env), so several runs
// on one machine do not collide.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 20_000);
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT);
// Each run starts from an empty embedded database, so the demo seed is fresh and nothing leaks
// between runs. The folder is made once in the main process; workers inherit it through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sustho-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;
// A second clinic that charges in taka through SSLCommerz (a local stub of its sandbox), for
// tests/sslcommerz.spec.ts; the first stays the dollar clinic. Its own folder and ports.
process.env.E2E_BDT_PORT ??= String(PORT + 1);
process.env.E2E_SSLCOMMERZ_PORT ??= String(OIDC_PORT + 1);
process.env.E2E_BDT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sustho-e2e-bdt-'));
const BDT_URL = `http://127.0.0.1:${process.env.E2E_BDT_PORT}`;
const SSLCOMMERZ_URL = `http://127.0.0.1:${process.env.E2E_SSLCOMMERZ_PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node oidc-server.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { OIDC_PORT: String(OIDC_PORT) },
    },
    {
      command: 'npx tsx ../apps/api/src/server.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every test signs in from 127.0.0.1: lift the per-IP sign-in limit (a load-test setting).
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Every spec books and cancels as the one demo patient: lift the per-account limit too.
        BOOKING_RATE_LIMIT_PER_HOUR: '1000',
        // Consult now's requests nobody takes expire, refunded, after 18 seconds, so
        // consult-now.spec.ts sees one do so.
        ON_DEMAND_MAX_WAIT_MINUTES: '0.3',
        // A week ahead: a booking on the next working day is inside it, so its reminder is due at
        // once (the nearest passed offset, decision 022) and reminders.spec.ts sees it.
        REMINDER_OFFSETS: '7d,1h',
        GOOGLE_CLIENT_ID: 'sustho-e2e',
        GOOGLE_CLIENT_SECRET: 'sustho-e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
        // The dollar clinic's app is in both stores, so its footer shows both badges (the taka
        // clinic's has none).
        APP_STORE_URL: 'https://apps.apple.com/app/sustho/id0000000000',
        GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=bd.sustho',
      },
    },
    {
      command: 'npx tsx ../apps/api/test/sslcommerz-stub-server.ts',
      url: `${SSLCOMMERZ_URL}/gwprocess/v4/gw.php`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { SSLCOMMERZ_STUB_PORT: process.env.E2E_SSLCOMMERZ_PORT },
    },
    {
      command: 'npx tsx ../apps/api/src/server.ts',
      url: `${BDT_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_BDT_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_BDT_DATA_DIR,
        PUBLIC_URL: BDT_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        BOOKING_RATE_LIMIT_PER_HOUR: '1000',
        CURRENCY: 'BDT',
        SSLCOMMERZ_STORE_ID: 'sustho_test',
        SSLCOMMERZ_STORE_PASSWORD: 'sustho_test@ssl',
        SSLCOMMERZ_SANDBOX: 'true',
        SSLCOMMERZ_API_URL: SSLCOMMERZ_URL,
      },
    },
  ],
});
