import type { Locator, Page } from '@playwright/test'
import type { StartupDetail, StartupListResponse, TemplateListResponse } from '@coldstart/contract'
import { accessToken, signIn } from './auth-fixture.ts'
import { expect } from './fixtures.ts'

// What the composer's browser tests share: a student with a profile, the startup they write to, the
// dialog's parts by role and label, and the mail app's stand-in.

export const STARTUP = 'Redline Desk'

/** A signed-in student with a profile (skills, links, education): saving it writes their resume text. */
export async function signInWithProfile(page: Page, { domains = [] as string[] } = {}) {
  await signIn(page, { name: 'Asha Verma' })
  const token = await accessToken(page)
  const res = await page.request.put('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      profile: {
        skills: ['Contracts research', 'TypeScript', 'SQL'],
        customLinks: [],
        linkedin: 'https://linkedin.com/in/asha',
        github: null,
        portfolio: 'https://asha.dev',
        experienceYears: 1,
        education: 'B.Tech CS, IIT Bombay, 2026',
      },
      preferences: { preferredDomains: domains, preferredLocations: [], preferredCompanyStages: [] },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return token
}

/** A startup as the signed-in student reads it: signed out, the team comes without ids or emails. */
export async function startupAsStudent(page: Page, id: string): Promise<StartupDetail> {
  const res = await page.request.get(`/api/startups/${id}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as StartupDetail
}

export async function openStartup(page: Page): Promise<StartupDetail> {
  const list = (await (
    await page.request.get(`/api/startups?q=${encodeURIComponent(STARTUP)}`)
  ).json()) as StartupListResponse
  const id = list.items.find((s) => s.name === STARTUP)!.id
  const detail = await startupAsStudent(page, id)
  expect(detail.employees.length).toBeGreaterThan(1)
  await page.goto(`/app/startups/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: STARTUP })).toBeVisible()
  return detail
}

export async function usageCount(page: Page, token: string, title: string) {
  const res = await page.request.get('/api/templates', { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as TemplateListResponse).items.find((t) => t.title === title)!.usageCount
}

export const team = (page: Page) => page.getByRole('region', { name: /^Team members/ })
export const sendButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Send', exact: true })
export const sendLink = (dialog: Locator) => dialog.getByRole('link', { name: 'Send', exact: true })
export const body = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Email body' })

/** Opens the composer for one team member and lets the short internship ask fill in. */
export async function composeTo(page: Page, name: string): Promise<Locator> {
  await team(page)
    .getByRole('button', { name: `Email ${name}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Email ${name}` })
  await dialog.getByRole('button', { name: /^Short internship ask/ }).click()
  await expect(body(dialog)).toHaveValue(/^Hi /)
  return dialog
}

/** The mailto link's parts, decoded. */
export function readMailto(href: string) {
  const [to, query] = href.replace(/^mailto:/, '').split('?')
  const params = new URLSearchParams(query!.replaceAll('+', '%2B'))
  return { to: decodeURIComponent(to!).split(','), subject: params.get('subject'), body: params.get('body') }
}

/**
 * The mail app stands in for the student's own: the link's click runs (the app logs the send on it), then
 * the navigation to mailto: is stopped, as if the mail app had taken it.
 */
export async function stubMailApp(page: Page) {
  await page.evaluate(() =>
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="mailto:"]')) e.preventDefault()
    }),
  )
}
