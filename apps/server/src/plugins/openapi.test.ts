import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cataloguedRoutes } from './route-catalogue.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
}

/** Fastify's /api/x/:id as OpenAPI writes it: /api/x/{id}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

describe('OpenAPI', () => {
  it('serves the document at /api/openapi.json with every API route in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as OpenApiDocument
    expect(doc.openapi).toMatch(/^3\./)
    const routes = cataloguedRoutes(t.app).filter((r) => r.url.startsWith('/api/') && !r.hidden)
    expect(routes.length).toBeGreaterThan(10)
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`)
    expect(missing, 'routes missing from /api/openapi.json').toEqual([])
  })

  it('describes request and response shapes from the zod schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>
    }
    const list = doc.paths['/api/startups']!.get!
    expect(JSON.stringify(list.parameters)).toContain('"q"')
    expect(JSON.stringify(list.responses)).toContain('nextCursor')
    const signIn = doc.paths['/api/auth/sign-in']!.post!
    expect(JSON.stringify(signIn.requestBody)).toContain('password')
  })

  it('serves the reference page at /api/docs under the site CSP (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("unsafe-inline'; script")
    // every script the page runs is a file from this origin, and each one is served
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]+\bsrc=)[^>]*>[^<\s]/)
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const res = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname })
      expect(res.statusCode, src).toBe(200)
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(init.body).toContain("resolveUrl('./json')")
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.json()).toMatchObject({ info: { title: 'ColdStart API' } })
  })

  it('serves the document as YAML too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^openapi: 3\.1\.0$/m)
    expect(res.body).toMatch(/^ {2}title: ColdStart API$/m)
  })

  it('serves the page at /api/docs too (no slash), its relative links adjusted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
    for (const src of scripts) {
      const script = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname })
      expect(script.statusCode, src).toBe(200)
    }
  })
})
