// Initial JS per route: the gzip size of every script Chromium fetched until `load` (lazy chunks included
// when the route needs them to render). Target: <= 120 KB gzip on every route.
// BENCH_ORIGIN reuses a server already running there instead of starting one.
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { printTable, signUpCookies, startServer, type BenchServer } from './lib/server.ts'

const server: Pick<BenchServer, 'origin' | 'stop'> = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN.replace(/\/$/, ''), stop: async () => {} }
  : await startServer()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  const first = (await (await fetch(`${server.origin}/api/startups?limit=1`)).json()) as {
    items: { id: string }[]
  }
  const routes = [
    ['/', false],
    ['/sign-in', false],
    ['/team', false],
    ['/donate', false],
    ['/how-to-use', false],
    ['/app/startups', true],
    [`/app/startups/${first.items[0]?.id}`, true],
    ['/app/emails', true],
    ['/app/settings', true],
    ['/app/resumes', true],
  ] as const
  const rows: (string | number)[][] = []
  for (const [route, signedIn] of routes) {
    const context = await browser.newContext()
    if (signedIn) {
      const cookies = (await signUpCookies(server.origin)).split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        const cookiePath = name === 'coldstart_refresh' ? '/api/auth' : '/'
        return {
          name: name!,
          value: value.join('='),
          domain: new URL(server.origin).hostname,
          path: cookiePath,
        }
      })
      await context.addCookies(cookies)
    }
    const page = await context.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        // A script that arrives after the page went idle, as the context closes, has no body left to read.
        scripts.push(
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        )
    })
    await page.goto(`${server.origin}${route}`, { waitUntil: 'load' })
    // The page's heading first: on a busy machine the network can go quiet while the entry script still runs,
    // before the route's lazy chunks were even asked for.
    await page.locator('h1').first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(scripts)
    const total = sizes.reduce((a, b) => a + b, 0)
    rows.push([
      route.replace(/[0-9a-f-]{36}$/, '{id}'),
      sizes.length,
      (total / 1024).toFixed(1),
      total <= 120 * 1024 ? 'yes' : 'no',
    ])
    await context.close()
  }
  console.info('\n## Initial JS per route (gzip, until the page is idle; target <= 120 KiB)\n')
  printTable(['route', 'scripts', 'KiB gzip', 'within target'], rows)
} finally {
  await browser.close()
  await server.stop()
}
