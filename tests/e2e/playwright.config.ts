// Journeys in Chromium against the whole stack (see global-setup.ts), at a
// phone size and a desktop size. Debian's Chromium is used, never a download.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.resolve(here, '..', '..', 'test-results');

export default defineConfig({
  testDir: path.join(here, 'journeys'),
  outputDir: path.join(resultsDir, 'e2e', 'artifacts'),
  globalSetup: path.join(here, 'global-setup.ts'),
  // The demo merchant and rider receive one-time codes on one phone number each:
  // one worker keeps their codes in order. Two cores would be busy anyway.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(resultsDir, 'e2e.json') }],
  ],
  use: {
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // LINE is a phone app: its journeys run at the phone size, but for the merchant's LIFF app,
    // which merchants also open in LINE on a computer.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /line-(?!merchant)[^/]*\.spec\.ts$/ },
  ],
});
