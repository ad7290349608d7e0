// Screenshots of the real app for the How to use page: `node scripts/capture-screens.ts [base-url]`.
// Needs a running server with the built app and the demo data (e.g. `npm start`, default
// http://localhost:3000). Writes apps/web/public/screens/<name>-<theme>.webp, each well under 120 KB.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { signIn } from '../apps/web/e2e/auth-fixture.ts'

const baseUrl = process.argv[2] ?? 'http://localhost:3000'
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/screens')
const VIEWPORT = { width: 1280, height: 800 }
const OUTPUT_WIDTH = 960
const MAX_BYTES = 120_000

type Shot = { name: string; path: string; signedIn: boolean; prepare?: (page: Page) => Promise<void> }

const shots: Shot[] = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'startups', path: '/app/startups', signedIn: true },
  {
    name: 'startup',
    path: '/app/startups',
    signedIn: true,
    // Open the first startup of the directory, as a student would.
    prepare: async (page) => {
      await page.locator('main a[href^="/app/startups/"]').first().click()
      await page.waitForURL(/\/app\/startups\/[^/]+$/)
    },
  },
  // Email Templates and Profile join this list once those pages are built (then add them to steps.ts).
]

/** Scales a PNG screenshot down and re-encodes it as WebP in the browser (no image library needed). */
async function toWebp(page: Page, png: Buffer, quality: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, width, quality }) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = Math.round((image.height * width) / image.width)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('No 2D canvas')
      context.imageSmoothingQuality = 'high'
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      return canvas.toDataURL('image/webp', quality)
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, width: OUTPUT_WIDTH, quality },
  )
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const shot of shots) {
        const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
        const page = await context.newPage()
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
        if (shot.signedIn) await signIn(page, { email: 'screens.asha@example.com' }, { baseURL: baseUrl })
        await page.goto(new URL(shot.path, baseUrl).toString())
        await page.waitForLoadState('networkidle')
        await shot.prepare?.(page)
        await page.waitForLoadState('networkidle')
        // Wait for loading placeholders to give way to the content.
        await page.locator('main h1').first().waitFor()
        await page
          .locator('main [data-slot="skeleton"], main .animate-pulse')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => console.warn(`${shot.name}: still showing loading placeholders`))
        await page.evaluate(() => document.fonts.ready)
        const png = await page.screenshot()
        let quality = 0.82
        let webp = await toWebp(page, png, quality)
        while (webp.length > MAX_BYTES && quality > 0.4) {
          quality -= 0.1
          webp = await toWebp(page, png, quality)
        }
        const file = path.join(outDir, `${shot.name}-${theme}.webp`)
        fs.writeFileSync(file, webp)
        console.info(`${path.relative(process.cwd(), file)}  ${(webp.length / 1024).toFixed(0)} KiB`)
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
