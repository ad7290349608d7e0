// The browser tests' production server and its Google stand-in, as playwright.config.ts starts them and as
// scripts/e2e.ts prepares their database once for every shard: one list, so both run with the same settings.

export const E2E_GOOGLE = { clientId: 'coldstart-e2e', clientSecret: 'coldstart-e2e-secret' }

/** The local OpenID provider standing in for Google listens 1,000 above the server's port. */
export const googlePortOf = (port: number) => port + 1000

export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  const googlePort = googlePortOf(port)
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
    GOOGLE_ISSUER: `http://localhost:${googlePort}`,
    // e2e/auth-fixture.ts signInAsAdmin signs in with this Google address
    ADMIN_EMAILS: 'admin@coldstart.test',
    // every test signs up from 127.0.0.1: far more often than one person would
    AUTH_RATE_LIMIT_FACTOR: '100',
    // mailbox.spec.ts connects to the Dovecot it starts on 127.0.0.1
    MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
  }
}
