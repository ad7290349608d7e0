// The Google stand-in as a process, for the browser tests (playwright.config.ts starts it):
//   GOOGLE_STAND_IN_PORT=3800 GOOGLE_STAND_IN_REDIRECT_URI=http://localhost:3200/api/auth/google/callback \
//   node apps/server/src/testing/oidc-provider-server.ts
import { startGoogleStandIn } from './oidc-provider.ts'

const port = Number(process.env.GOOGLE_STAND_IN_PORT ?? 3108)
const redirectUri = process.env.GOOGLE_STAND_IN_REDIRECT_URI
if (!redirectUri) {
  console.error('Set GOOGLE_STAND_IN_REDIRECT_URI to the app’s /api/auth/google/callback URL')
  process.exit(2)
}

const standIn = await startGoogleStandIn({
  port,
  redirectUris: [redirectUri],
  clientId: process.env.GOOGLE_STAND_IN_CLIENT_ID,
  clientSecret: process.env.GOOGLE_STAND_IN_CLIENT_SECRET,
})
console.info(`Google stand-in: issuer ${standIn.issuer}, client ${standIn.clientId}`)

const stop = () => void standIn.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
