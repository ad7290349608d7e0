import { defineConfig, devices } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'
import { E2E_GOOGLE, e2eServerEnv, googlePortOf } from './scripts/e2e-server-env.ts'

// Browser tests run the real production server (built SPA + API) on a throwaway embedded database,
// in Debian's Chromium: no browser is ever downloaded.
// Chosen once by the runner's main process and inherited by its workers (which re-read this file), so runs
// side by side on one machine do not fight over a port.
// 20000-20999 and the stand-in 1,000 above: clear of this machine's services (MariaDB on 3306, NATS on 4222,
// epmd on 4369 sat in the ranges used before) and of the ports Linux hands out to outgoing connections.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 1000))
const port = Number(process.env.E2E_PORT)
const dataDir = path.join(os.tmpdir(), `coldstart-e2e-${port}`)
// The local OpenID provider standing in for Google (apps/server/src/testing/oidc-provider.ts).
const googlePort = googlePortOf(port)

// Chromium reads only the last --disable-features, so this list repeats the features Playwright disables
// (its chromiumSwitches) and adds the omnibox popups: headless Chromium 156 renders both popups' WebUI in
// a renderer of their own for every browser context, about a quarter of the browser tests' time on 2 cores.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
]

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Limits end a stuck test; they cost a passing one nothing, since a wait ends as soon as what it waits for
  // is true. Set for a slow 2-core machine running two shards, where a long walk-through takes 25-30 s and a
  // first load on a cold server over 7 s.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  // scripts/e2e.ts gives each shard its own: a run clears its output folder as it starts
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every test to keep the failed ones' (its screencast and DOM snapshots tripled a walk's
    // time): off unless E2E_TRACE=1 (or `npm run test:e2e -- <file> --trace on`) for a rerun to look into. A
    // failure still leaves its screenshot and error-context.md (the page's accessibility tree) in test-results.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the app honours (globals.css). A hover's colour fade, a
    // skeleton's pulse and a spinner's turn are frames Chromium rasterises and composites in software: without
    // them the tests spent 6 % less CPU. They check what a page says and does; one checks the motion itself.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // every page under test is this server's or the Google stand-in's: without a process per site, a
        // sign-in's hop to the stand-in and back stays in the test's renderer (about 8% less CPU per test)
        '--disable-site-isolation-trials',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/server/src/testing/oidc-provider-server.ts',
      // 127.0.0.1, where both servers listen: `localhost` may be tried as ::1 first. Ready at whichever comes
      // first, the line printed once listening or the URL: Playwright's URL probe has no timeout of its own,
      // and a probe left unanswered kept it waiting past its deadline (intermittent CI failures).
      url: `http://127.0.0.1:${googlePort}/.well-known/openid-configuration`,
      wait: { stdout: /Google stand-in: issuer/ },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        GOOGLE_STAND_IN_PORT: String(googlePort),
        GOOGLE_STAND_IN_REDIRECT_URI: `http://localhost:${port}/api/auth/google/callback`,
        GOOGLE_STAND_IN_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_STAND_IN_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
      },
    },
    {
      // main.ts on a database already holding sends dated 8 days back (the follow-up nudges' test); a sharded
      // run (scripts/e2e.ts) prepares that database once and each shard's server starts on a copy of it
      command: `rm -rf ${dataDir} && node --import ./apps/server/src/register-fast-resolve.ts apps/server/src/testing/e2e-server.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      wait: { stdout: /e2e server: listening/ },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: e2eServerEnv(port, dataDir),
    },
  ],
})
