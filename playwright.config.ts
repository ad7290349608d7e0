import { defineConfig, devices } from '@playwright/test'
import os from 'node:os'
import path from 'node:path'

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
const googlePort = port + 1000
const google = { clientId: 'coldstart-e2e', clientSecret: 'coldstart-e2e-secret' }

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
        GOOGLE_STAND_IN_CLIENT_ID: google.clientId,
        GOOGLE_STAND_IN_CLIENT_SECRET: google.clientSecret,
      },
    },
    {
      // main.ts on a database already holding sends dated 8 days back (the follow-up nudges' test)
      command: `rm -rf ${dataDir} && node apps/server/src/testing/e2e-server.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      wait: { stdout: /e2e server: listening/ },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: `http://localhost:${googlePort}`,
        // e2e/auth-fixture.ts signInAsAdmin signs in with this Google address
        ADMIN_EMAILS: 'admin@coldstart.test',
        // every test signs up from 127.0.0.1: far more often than one person would
        AUTH_RATE_LIMIT_FACTOR: '100',
        // mailbox.spec.ts connects to the Dovecot it starts on 127.0.0.1
        MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
      },
    },
  ],
})
