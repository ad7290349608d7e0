import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { interactionPolicy, type Account } from 'oidc-provider'

/**
 * A local OpenID provider standing in for Google (oidc-provider, the real protocol: discovery, PKCE,
 * signed ID tokens, nonce, state). Its "account chooser" is a form where a test types an email; an email
 * starting with "unverified" comes back with email_verified false.
 */
export interface GoogleStandIn {
  issuer: string
  clientId: string
  clientSecret: string
  /** Plays the browser's part: from our authorization URL to the callback URL Google would redirect to. */
  signIn(authorizationUrl: string, email: string, name?: string): Promise<URL>
  close(): Promise<void>
}

export interface GoogleStandInOptions {
  port?: number
  host?: string
  clientId?: string
  clientSecret?: string
  redirectUris: string[]
}

interface StandInAccount {
  email: string
  name: string
}

/** "asha.verma@x" → "Asha Verma": a plausible Google profile name when the test gives none. */
function nameFromEmail(email: string) {
  return (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
}

const subjectOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 21)

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function chooserPage(uid: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Choose an account - Google (local stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 4rem auto">
<main><h1>Choose an account</h1><p>to continue to ColdStart (local Google stand-in)</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" required autofocus></p>
<p><label for="name">Name (optional)</label><br><input id="name" name="name"></p>
<button type="submit">Continue</button></form></main></body></html>`
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  const clientId = options.clientId ?? 'coldstart-test-client'
  const clientSecret = options.clientSecret ?? 'coldstart-test-secret'
  const accounts = new Map<string, StandInAccount>()
  // Listening first: the issuer URL (which the provider needs) holds the port.
  const server = http.createServer()

  async function handle(p: Provider, req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname)
    if (!match) return p.callback()(req, res)
    const details = await p.interactionDetails(req, res)
    if (!match[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end(chooserPage(details.uid))
    }
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim().toLowerCase()
    if (!email.includes('@')) return void res.writeHead(400).end('email required')
    const accountId = subjectOf(email)
    accounts.set(accountId, { email, name: form.get('name')?.trim() || nameFromEmail(email) })
    const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) })
    grant.addOIDCScope('openid email profile')
    const grantId = await grant.save()
    await p.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId }, select_account: {} },
      { mergeWithLastSubmission: false },
    )
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://localhost:${port}`

  // Google shows an account chooser on prompt=select_account; so does this, before login and consent.
  const policy = interactionPolicy.base()
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0)
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id): Promise<Account | undefined> {
      const account = accounts.get(id)
      if (!account) return undefined
      const [given, ...family] = account.name.split(' ')
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: !account.email.startsWith('unverified'),
          name: account.name,
          given_name: given,
          family_name: family.join(' ') || undefined,
        }),
      }
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Like Google: the profile and email claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['google-stand-in-cookie-key'] },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><html lang="en"><title>Error</title><main><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p></main></html>`
    },
  })

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void handle(provider, req, res).catch((err: unknown) => {
      console.warn('Google stand-in error', err)
      if (!res.headersSent) res.writeHead(500).end('stand-in error')
    })
  })

  return {
    issuer,
    clientId,
    clientSecret,
    signIn: (authorizationUrl, email, name) => playBrowser(authorizationUrl, email, name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Follows the provider's redirects with a cookie jar, posts the chooser form, and stops at our callback. */
async function playBrowser(authorizationUrl: string, email: string, name?: string): Promise<URL> {
  const jar = new Map<string, string>()
  const origin = new URL(authorizationUrl).origin
  async function go(url: URL, init: RequestInit = {}): Promise<URL> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [key, ...value] = (pair ?? '').split('=')
      if (key) jar.set(key.trim(), value.join('='))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`stand-in answered ${res.status} without a redirect: ${await res.text()}`)
    return new URL(location, url)
  }
  let next = await go(new URL(authorizationUrl))
  while (next.origin === origin) {
    if (/^\/interaction\/[\w-]+$/.test(next.pathname)) {
      next = await go(new URL(`${next.pathname}/login`, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name: name ?? '' }).toString(),
      })
    } else {
      next = await go(next)
    }
  }
  return next
}
