import zlib from 'node:zlib'
import jsQRModule from 'jsqr'
import type { Page } from '@playwright/test'
import { signIn } from './auth-fixture.ts'
import { expect, expectAccessible, expectRadioNames, test } from './fixtures.ts'

// jsqr is CommonJS: its callable export is `default` under Node's interop.
const jsQR = jsQRModule.default

// The public site: landing, top bar, footer, Team, Donate, How to use, theme, page views.

const THEMES = ['light', 'dark'] as const
const DEFAULT_UPI_ID = 'coldstart@upi'
const TEAM_EMAIL = 'team@coldstart.example'

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme)
}

async function joinCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/stats/user-count')
  return ((await response.json()) as { count: number }).count + 50
}

test.describe('landing', () => {
  test('shows the pitch, the join count, the sections and a footer', async ({ page }) => {
    await page.goto('/')
    const n = await joinCount(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Your Ultimate One-Stop Platform to Crack Internships',
    )
    await expect(
      main.getByText(
        'Discover top startups, send personalized cold emails, and land your dream internship with AI-powered tools.',
      ),
    ).toBeVisible()
    await expect(main.getByText('AI • Internships • Growth')).toBeVisible()
    await expect(main.getByText(`Join ${n}+ students using ColdStart`)).toBeVisible()
    for (const section of [
      'Find startups worth writing to',
      'Cold emails that sound like you',
      'A resume founders read to the end',
    ]) {
      await expect(main.getByRole('heading', { name: section })).toBeVisible()
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${TEAM_EMAIL}`,
    )
    await main.getByRole('link', { name: 'See how it works' }).click()
    await expect(page).toHaveURL(/#how-it-works$/)
    await expect(main.getByRole('heading', { name: 'From zero to sent in three steps' })).toBeInViewport()
  })

  test('places up to 6 of the landing logos around the heading, as decoration, on wide screens only', async ({
    page,
  }) => {
    const logos = (await (await page.request.get('/api/startups/logos')).json()) as {
      items: { logoUrl: string }[]
    }
    expect(logos.items.length).toBeGreaterThan(0)
    await page.goto('/')
    const decoration = page.getByTestId('hero-logos')
    await expect(decoration).toHaveAttribute('aria-hidden', 'true')
    const images = decoration.locator('img')
    await expect(images).toHaveCount(Math.min(6, logos.items.length))
    const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
    expect(new Set(sources).size).toBe(sources.length)
    for (const src of sources) expect(logos.items.map((l) => l.logoUrl)).toContain(src)
    await expect(images.first()).toBeVisible()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(decoration).toBeHidden()
  })

  test('shows 0 when the user count fails and no logos when they fail', async ({ page }) => {
    await page.route('**/api/stats/user-count', (route) => route.fulfill({ json: { unexpected: true } }))
    await page.route('**/api/startups/logos', (route) => route.fulfill({ json: { items: 'broken' } }))
    await page.goto('/')
    await expect(page.getByRole('main').getByText('Join 0+ students using ColdStart')).toBeVisible()
    await expect(page.getByRole('banner').getByText('Join 0+ users')).toBeVisible()
    await expect(page.getByTestId('hero-logos')).toHaveCount(0)
  })

  test('Get Started leads to account creation; a signed-in visitor goes straight to the app', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/sign-up$/)

    await signIn(page)
    await page.goto('/')
    await expect(page).toHaveURL(/\/app$/)
  })

  for (const theme of THEMES) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/')
      await expect(page.getByTestId('hero-logos').locator('img').first()).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('initial JS stays within 120 KB gzip', async ({ page }) => {
    // Every script requested before the load event, gzip-compressed here (the server may send brotli).
    const requested: string[] = []
    let loaded = false
    page.on('request', (request) => {
      if (!loaded && request.resourceType() === 'script') requested.push(request.url())
    })
    page.on('load', () => {
      loaded = true
    })
    await page.goto('/', { waitUntil: 'load' })
    let total = 0
    for (const url of requested) total += zlib.gzipSync(await (await page.request.get(url)).body()).length
    console.info(`landing: ${requested.length} scripts before load, ${(total / 1024).toFixed(1)} KiB gzip`)
    expect(total).toBeLessThanOrEqual(120 * 1024)
  })
})

test.describe('public top bar', () => {
  test('links to How To Use, Team and Donate, shows the join count, Sign in and Get Started', async ({
    page,
  }) => {
    await page.goto('/')
    const n = await joinCount(page)
    const bar = page.getByRole('banner')
    await expect(bar.getByText(`Join ${n}+ users`)).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up')
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    for (const [name, href, heading] of [
      ['How To Use', '/how-to-use', /how to use/i],
      ['Team', '/team', /team|who are we/i],
      ['Donate', '/donate', /donate|support/i],
    ] as const) {
      await bar.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(bar.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    }
  })

  test('offers Dashboard to a signed-in visitor', async ({ page }) => {
    await signIn(page)
    await page.goto('/team')
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/app$/)
  })

  test('becomes a menu at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const bar = page.getByRole('banner')
    await expect(bar.getByRole('link', { name: 'Team' })).toBeHidden()
    await bar.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up')
    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    await expect(menu.getByText(/Join \d+\+ users/)).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await bar.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Donate' }).click()
    await expect(page).toHaveURL(/\/donate$/)
    await expect(menu).toBeHidden()
  })
})

test.describe('Team', () => {
  for (const path of ['/team', '/app/team']) {
    test(`${path} shows three members and the team's address`, async ({ page }) => {
      if (path.startsWith('/app')) await signIn(page)
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Meet the team')
      const members = main.getByRole('listitem')
      await expect(members).toHaveCount(3)
      for (const member of await members.all()) {
        await expect(member.getByRole('heading', { level: 2 })).not.toBeEmpty()
        const portrait = member.getByRole('img', { name: /^Portrait of / })
        await expect(portrait).toBeVisible()
        // the picture arrives (a broken one never does): asked until it has loaded, not at one instant
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
        await expect(member.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
          'href',
          /^https:\/\//,
        )
      }
      await expect(main.getByText('Co-founder, Product')).toBeVisible()
      await expect(main.getByRole('link', { name: TEAM_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${TEAM_EMAIL}`,
      )
    })
  }

  for (const theme of THEMES) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/team')
      await expect(page.getByRole('img', { name: /^Portrait of / })).toHaveCount(3)
      await expectAccessible(page)
    })
  }
})

/** Reads the QR code image in the page and decodes it with jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const qr = page.getByRole('img', { name: /^UPI QR code/ })
  await expect(qr).toBeVisible()
  // The pixels travel as one grey byte each (base64): a QR code is black on white.
  const { width, height, grey } = await qr.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(img, 0, 0)
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let bytes = ''
    for (let i = 0; i < data.length; i += 4) bytes += String.fromCharCode(data[i]!)
    return { width: canvas.width, height: canvas.height, grey: btoa(bytes) }
  })
  const values = Buffer.from(grey, 'base64')
  const rgba = new Uint8ClampedArray(width * height * 4)
  values.forEach((value, i) => rgba.set([value, value, value, 255], i * 4))
  return jsQR(rgba, width, height)?.data
}

test.describe('Donate', () => {
  for (const path of ['/donate', '/app/donate']) {
    test(`${path}: the QR code follows the chosen amount and decodes to the UPI link`, async ({ page }) => {
      if (path.startsWith('/app')) await signIn(page)
      await page.goto(path)
      const main = page.getByRole('main')
      const amounts = main.getByRole('radiogroup', { name: 'Choose an amount' })
      await expectRadioNames(amounts, ['₹21', '₹37', '₹58', '₹99', 'Any'])
      await expect(amounts.getByRole('radio', { name: '₹21' })).toBeChecked()
      const link = (am?: number) =>
        `upi://pay?pa=${DEFAULT_UPI_ID}&pn=ColdStart${am === undefined ? '' : `&am=${am}`}&cu=INR`

      expect(await decodeQr(page)).toBe(link(21))
      await expect(main.getByRole('link', { name: 'Pay ₹21 in a UPI app' })).toHaveAttribute('href', link(21))

      for (const am of [37, 58, 99]) {
        await amounts.getByRole('radio', { name: `₹${am}` }).click()
        await expect(
          main.getByRole('img', { name: `UPI QR code to pay ₹${am} to ${DEFAULT_UPI_ID}` }),
        ).toBeVisible()
        expect(await decodeQr(page)).toBe(link(am))
      }
      await amounts.getByRole('radio', { name: 'Any' }).click()
      await expect(main.getByRole('img', { name: /to pay any amount/ })).toBeVisible()
      expect(await decodeQr(page)).toBe(link())
      await expect(main.getByRole('link', { name: 'Pay any amount in a UPI app' })).toHaveAttribute(
        'href',
        link(),
      )
      await expect(main.getByText(DEFAULT_UPI_ID, { exact: true })).toBeVisible()
    })
  }

  for (const theme of THEMES) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/donate')
      await expect(page.getByRole('img', { name: /^UPI QR code/ })).toBeVisible()
      await expectAccessible(page)
    })
  }
})

test.describe('How to use', () => {
  for (const path of ['/how-to-use', '/app/how-to-use']) {
    test(`${path} walks through the steps with pictures of the real screens`, async ({ page }) => {
      if (path.startsWith('/app')) await signIn(page)
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('How to use ColdStart')
      const steps = main.getByRole('heading', { level: 2 })
      await expect(steps).toHaveCount(6)
      await expect(steps.first()).toHaveText('Step 1: Sign in')
      const pictures = main.locator('figure img:visible')
      expect(await pictures.count()).toBeGreaterThanOrEqual(3)
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded()
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
      }
    })
  }

  for (const theme of THEMES) {
    test(`has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/how-to-use')
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6)
      await expectAccessible(page)
    })
  }
})

test.describe('theme', () => {
  test('defaults to light, and the choice survives a reload', async ({ page }) => {
    await page.goto('/team')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/dark/)
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(html).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload()
    await expect(html).toHaveClass(/dark/)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.click()
    await page.reload()
    await expect(html).not.toHaveClass(/dark/)
  })

  test('is applied by public/early.js before the app runs', async ({ page }) => {
    // With the app's modules replaced by empty ones, only the external theme script can set the class.
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await useTheme(page, 'dark')
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    // The landing is pre-rendered HTML (docs/decisions/016) that React never adopted here: no React key on it.
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    expect(await heading.evaluate((h) => Object.keys(h).some((key) => key.startsWith('__react')))).toBe(false)
  })
})

test.describe('page views', () => {
  test('each route change is reported to the server', async ({ page }) => {
    const reported: { path: string; referrer: string | null }[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/page-views') && request.method() === 'POST') {
        reported.push(request.postDataJSON())
      }
    })
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/page-views') && r.status() === 204)
    await page.goto('/')
    await answered
    await page.getByRole('banner').getByRole('link', { name: 'Team' }).click()
    await expect.poll(() => reported.map((r) => r.path)).toEqual(['/', '/team'])
    expect(reported[1]?.referrer).toBe('/')

    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click()
    await expect.poll(() => reported.map((r) => r.path)).toEqual(['/', '/team', '/donate'])
    expect(reported[2]?.referrer).toBe('/team')
  })
})
