// Lighthouse 13 with its default settings (mobile, simulated throttling) in Debian's Chromium, against the
// production server on a fresh embedded database. Signed-in pages get a fresh session's cookies per run.
// Targets: performance >= 95, accessibility 100.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { printTable, signUpCookies, startServer } from './lib/server.ts'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const server = await startServer()
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
try {
  const first = (await (await fetch(`${server.origin}/api/startups?limit=1`)).json()) as {
    items: { id: string }[]
  }
  const only = process.argv[2]
  const allPages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: '/sign-in', signedIn: false },
    { path: '/app/startups', signedIn: true },
    { path: `/app/startups/${first.items[0]?.id}`, signedIn: true },
    { path: '/app/emails', signedIn: true },
  ]
  const pages = only ? allPages.filter((p) => p.path === only) : allPages
  const rows: (string | number)[][] = []
  for (const page of pages) {
    const extraHeaders = page.signedIn ? { Cookie: await signUpCookies(server.origin) } : undefined
    const result = await lighthouse(
      `${server.origin}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders },
      undefined,
    )
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError)
      throw new Error(`Lighthouse on ${page.path}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
    const ms = (key: string) => `${((audits[key]?.numericValue ?? 0) / 1000).toFixed(2)} s`
    rows.push([
      page.path.replace(/[0-9a-f-]{36}$/, '{id}'),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    ])
  }
  console.info('\n## Lighthouse (mobile, throttled; targets: performance >= 95, accessibility 100)\n')
  printTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'CLS'], rows)
} finally {
  chrome.kill()
  await server.stop()
}
