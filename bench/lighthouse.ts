// Lighthouse 13 with its default settings (mobile, simulated throttling) in Debian's Chromium, against the
// production server on a fresh embedded database. Targets: performance >= 95, accessibility 100.
//
// Signed-in pages: each run puts a fresh account's session cookies into the browser itself, as a sign-in
// would, and empties the origin's localStorage, so the page restores the session the way a first visit on
// a new tab does. (Sending them as an extra request header is not enough: the page checks the readable
// "signed in" cookie in document.cookie before it asks the server, and would land on /sign-in instead.)
//
// Options (environment): BENCH_ORIGIN reuses a server already running there instead of starting one (the
// embedded database's first start takes a minute on a busy machine); LIGHTHOUSE_RUNS=N runs each page N times
// and reports the median of every column (one run on a loaded machine is noise); LIGHTHOUSE_THROTTLING=devtools
// slows the browser itself down instead of simulating it (below); LIGHTHOUSE_REPORT_DIR keeps
// each run's full JSON report there. The first argument limits the run to one page path (any public path,
// such as /team, may be given).
import fs from 'node:fs/promises'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { printTable, signUpCookies, startServer, type BenchServer } from './lib/server.ts'

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

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
// `simulate` (Lighthouse's default: the page loads at full speed and a model replays it slowed down) or
// `devtools` (the browser itself slowed down while loading: slower to run, closer to a real phone on 4G).
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** One Chrome DevTools Protocol command to the browser itself (Node's WebSocket; no extra dependency). */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const socket = new WebSocket(webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onmessage = (message) => {
        const reply = JSON.parse(String(message.data)) as { id?: number; error?: { message: string } }
        if (reply.id !== 1) return
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`))
        else resolve()
      }
      socket.send(JSON.stringify({ id: 1, method, params }))
    })
  } finally {
    socket.close()
  }
}

/** Signs a fresh account up and leaves the browser holding its cookies. */
async function signInBrowser(port: number, origin: string): Promise<void> {
  const cookies = (await signUpCookies(origin)).split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=')
    const refresh = name === 'coldstart_refresh'
    return { name, value: value.join('='), url: origin, path: refresh ? '/api/auth' : '/', httpOnly: refresh }
  })
  await browserCommand(port, 'Storage.setCookies', { cookies })
}

// Lighthouse's own list plus localStorage: no run sees the session record an earlier run's page remembered.
const clearStorageTypes: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
]

const server: Pick<BenchServer, 'origin' | 'stop'> = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN.replace(/\/$/, ''), stop: async () => {} }
  : await startServer()
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
  const nameOf = (path: string) => path.replace(/[0-9a-f-]{36}$/, '{id}')
  // A path not in the list (say /team) is measured as a public page; /app/startups/{id} names the listed one.
  const listed = allPages.filter((p) => p.path === only || nameOf(p.path) === only)
  const pages = !only ? allPages : listed.length ? listed : [{ path: only, signedIn: false }]
  if (reportDir) await fs.mkdir(reportDir, { recursive: true })
  const rows: (string | number)[][] = []
  for (const page of pages) {
    const name = nameOf(page.path)
    const samples: number[][] = []
    for (let run = 0, retries = 0; run < runs; run++) {
      if (page.signedIn) await signInBrowser(chrome.port, server.origin)
      else await browserCommand(chrome.port, 'Storage.clearCookies', {})
      const result = await lighthouse(
        `${server.origin}${page.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes, throttlingMethod },
        undefined,
      )
      if (!result) throw new Error(`no Lighthouse result for ${page.path}`)
      const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr
      // A machine busy with other work sometimes misses the paint or the trace's start altogether: that run is
      // taken again, twice at most.
      const missed = runtimeError?.code === 'NO_FCP' || runtimeError?.code === 'NO_NAVSTART'
      if (missed && retries++ < 2) {
        console.warn(`Lighthouse on ${page.path}: ${runtimeError.code} (busy machine?); running it again`)
        run--
        continue
      }
      if (runtimeError)
        throw new Error(`Lighthouse on ${page.path}: ${runtimeError.code} ${runtimeError.message}`)
      // A signed-in page that redirected (to /sign-in) would score another page under this one's name.
      if (new URL(finalDisplayedUrl).pathname !== page.path)
        throw new Error(`Lighthouse on ${page.path} ended on ${finalDisplayedUrl}`)
      if (reportDir) {
        const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.json`
        await fs.writeFile(path.join(reportDir, file), result.report as string)
      }
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
      const value = (key: string) => audits[key]?.numericValue ?? 0
      samples.push([
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        value('first-contentful-paint'),
        value('largest-contentful-paint'),
        value('cumulative-layout-shift'),
      ])
    }
    const column = (i: number) => median(samples.map((s) => s[i]!))
    rows.push([
      name,
      runs > 1 ? `${column(0)} (${samples.map((s) => s[0]).join(', ')})` : column(0),
      column(1),
      column(2),
      column(3),
      `${(column(4) / 1000).toFixed(2)} s`,
      `${(column(5) / 1000).toFixed(2)} s`,
      column(6).toFixed(3),
    ])
  }
  const of = runs > 1 ? `, median of ${runs} runs` : ''
  const how = throttlingMethod === 'devtools' ? 'throttled in the browser' : 'throttled'
  console.info(`\n## Lighthouse (mobile, ${how}${of}; targets: performance >= 95, accessibility 100)\n`)
  printTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'CLS'], rows)
} finally {
  chrome.kill()
  await server.stop()
}
