import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('serving the built SPA', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'coldstart-dist-'))
    await fs.mkdir(path.join(dist, 'assets'))
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>ColdStart</title><div id="root"></div>',
    )
    await fs.mkdir(path.join(dist, 'prerendered'))
    await fs.writeFile(
      path.join(dist, 'prerendered', 'team.html'),
      '<div id="root"><h1>Meet the team</h1></div>',
    )
    await fs.writeFile(path.join(dist, 'prerendered', 'sign-in.html'), '<div id="root">email form</div>')
    await fs.writeFile(
      path.join(dist, 'prerendered', 'sign-in.google.html'),
      '<div id="root">Continue with Google</div>',
    )
    await fs.mkdir(path.join(dist, 'shells'))
    const shell = (chunk: string) =>
      `<link rel="modulepreload" href="/assets/${chunk}.js"><div id="root"></div>`
    await fs.writeFile(path.join(dist, 'shells', 'app-startups-id.html'), shell('startup-1'))
    await fs.writeFile(path.join(dist, 'shells', 'app.html'), shell('startups-1'))
    await fs.writeFile(path.join(dist, 'shells', 'team.html'), shell('team-1'))
    await fs.writeFile(
      path.join(dist, 'shells', 'routes.json'),
      JSON.stringify({
        '/app/startups/:id': 'shells/app-startups-id.html',
        '/app': 'shells/app.html',
        '/team': 'shells/team.html',
      }),
    )
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } })
  })
  afterAll(async () => {
    await t.close()
    await fs.rm(dist, { recursive: true, force: true })
  })

  it.each(['/', '/app', '/app/startups/123', '/admin/emails', '/sign-in'])(
    'answers %s with the app page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('sends the shell that preloads the page’s route chunks where the build wrote one, else index.html', async () => {
    const page = async (url: string, cookie?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body
    expect(await page('/app/startups/0b5c2f3e-1d2a-4e6f-9a1b-2c3d4e5f6a7b')).toContain('/assets/startup-1.js')
    expect(await page('/app/startups/x?tab=team')).toContain('/assets/startup-1.js')
    expect(await page('/app')).toContain('/assets/startups-1.js')
    expect(await page('/app/')).toContain('/assets/startups-1.js')
    expect(await page('/app/startups/x/y')).toBe(await page('/no-such-page'))
    expect(await page('/no-such-page')).toContain('<title>ColdStart</title>')
    // a pre-rendered page still goes to visitors without a session; the shell to the others
    expect(await page('/team')).toContain('Meet the team')
    expect(await page('/team', 'coldstart_signed_in=1')).toContain('/assets/team-1.js')
  })

  it('sends a pre-rendered page to visitors without a session, and the shell to the others', async () => {
    for (const url of ['/team', '/team/', '/team?ref=x']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<h1>Meet the team</h1>')
      expect(res.headers.vary).toContain('Cookie')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/team',
      headers: { cookie: 'theme=dark; coldstart_signed_in=1' },
    })
    expect(signedIn.body).toContain('<div id="root"></div>')
    const other = await t.app.inject({ method: 'GET', url: '/team-x' })
    expect(other.body).toContain('<div id="root"></div>')
  })

  it('sends the sign-in page rendered for the sign-in methods this server offers', async () => {
    const withoutGoogle = await t.app.inject({ method: 'GET', url: '/sign-in?redirect=%2Fapp%2Femails' })
    expect(withoutGoogle.body).toContain('email form')

    const google = await createTestApp({
      env: { WEB_DIST_DIR: dist, GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' },
    })
    try {
      const res = await google.app.inject({ method: 'GET', url: '/sign-in' })
      expect(res.body).toContain('Continue with Google')
      // a variant is never a page of its own
      const variant = await google.app.inject({ method: 'GET', url: '/sign-in.google' })
      expect(variant.body).not.toContain('Continue with Google')
    } finally {
      await google.close()
    }
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the brotli copy the build wrote to a browser that accepts brotli, and the file to others', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)')

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<div id="root">')
  })

  it('keeps the build’s own files (shells, pre-rendered pages, compressed copies) off the public URLs', async () => {
    for (const url of [
      '/shells/app.html',
      '/shells/routes.json',
      '/prerendered/team.html',
      '/assets/app-abc123.js.br',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toBe('Not found')
    }
  })

  it('keeps unknown API paths JSON, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/unknown' })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
  })

  it('rejects a malformed JSON body with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unknown',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    })
    expect(res.statusCode).toBeLessThan(500)
  })
})
