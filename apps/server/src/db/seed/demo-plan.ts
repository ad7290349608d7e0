import type { Faker } from '@faker-js/faker'
import type {
  NewActivityLog,
  NewEmailTemplate,
  NewInternship,
  NewStartup,
  NewStartupEmployee,
  NewStartupTag,
} from '../schema/index.ts'
import { activityTime, DEMO_ACTIVITY, DEMO_INTERNSHIPS } from './admin-data.ts'
import { CURATED_STARTUPS } from './curated/index.ts'
import { DEMO_EMAIL_TEMPLATES } from './email-templates.ts'
import {
  buildEmployee,
  buildEngagement,
  buildStartup,
  buildTags,
  createFaker,
  isoDate,
  startupUrls,
  tagListOf,
} from './factories.ts'
import { EMPLOYEE_ROLES, INDIAN_CITIES, type CuratedStartup } from './sectors.ts'

export interface DemoRows {
  startups: (NewStartup & { id: string })[]
  tags: NewStartupTag[]
  employees: NewStartupEmployee[]
  templates: NewEmailTemplate[]
  internships: NewInternship[]
  activity: NewActivityLog[]
}

const MONTH = 30 * 24 * 3600 * 1000
const DEMO_SEED = 1_234

// Pure and deterministic (fixed faker seeds): the same database every time, apart from dates relative to now.
export function buildDemoRows(extraStartups = 0, now = Date.now()): DemoRows {
  const f = createFaker(DEMO_SEED)
  const people = { india: createFaker(DEMO_SEED + 1, 'en_IN'), global: createFaker(DEMO_SEED + 2, 'en') }
  const rows: DemoRows = {
    startups: [],
    tags: [],
    employees: [],
    templates: [],
    internships: [],
    activity: [],
  }

  for (const curated of CURATED_STARTUPS) {
    const startup = curatedStartup(curated, f, now)
    rows.startups.push(startup)
    rows.tags.push(...curated.tags.map((tag) => ({ startupId: startup.id, tag })))
    const peopleFaker = INDIAN_CITIES.includes(curated.location) ? people.india : people.global
    rows.employees.push(...employeesFor(startup, peopleFaker))
  }

  for (let i = 0; i < extraStartups; i++) {
    const generated = buildStartup({ id: f.string.uuid() }, { faker: f })
    const tags = buildTags({ faker: f, sector: generated.sector ?? undefined })
    const startup = { ...generated, id: generated.id as string, tagList: tagListOf(tags) }
    rows.startups.push(startup)
    rows.tags.push(...tags.map((tag) => ({ startupId: startup.id, tag })))
    rows.employees.push(...employeesFor(startup, people.india))
  }

  rows.templates = DEMO_EMAIL_TEMPLATES.map((t, i) => {
    // newest first in the list order, a few days apart
    const createdAt = new Date(now - (i + 1) * 4 * 24 * 3600 * 1000)
    return { ...t, createdAt, updatedAt: createdAt }
  })

  const idByName = new Map(rows.startups.map((s) => [s.name, s.id]))
  rows.internships = DEMO_INTERNSHIPS.map(({ startup, ...internship }) => ({
    ...internship,
    startupId: startup ? (idByName.get(startup) ?? null) : null,
  }))
  rows.activity = DEMO_ACTIVITY.map(({ hoursAgo, ...entry }) => {
    const name = entry.entityType === 'startup' ? String(entry.details?.name ?? '') : ''
    return { ...entry, entityId: idByName.get(name) ?? null, createdAt: activityTime(hoursAgo, now) }
  })
  return rows
}

function curatedStartup(c: CuratedStartup, f: Faker, now: number): NewStartup & { id: string } {
  const { website, logoUrl } = startupUrls(c.name)
  const createdAt = f.date.between({ from: now - 18 * MONTH, to: now - 24 * 3600 * 1000 })
  const fundingDate = f.date.between({ from: createdAt.getTime() - 10 * MONTH, to: createdAt })
  return {
    id: f.string.uuid(),
    name: c.name,
    description: c.description,
    website,
    sector: c.sector,
    location: c.location,
    fundingRound: c.round,
    fundingAmount: c.amount,
    fundingDate: isoDate(fundingDate),
    teamSize: c.team,
    logoUrl,
    isHiring: c.hiring ?? false,
    isTrending: c.trending ?? false,
    status: c.pending ? 'pending' : 'verified',
    createdAt,
    updatedAt: createdAt,
    tagList: tagListOf(c.tags),
    ...buildEngagement(c.trending ?? false, f),
  }
}

// 1-5 contacts, the founder first; contacts of verified startups are verified too.
function employeesFor(startup: NewStartup & { id: string }, f: Faker): NewStartupEmployee[] {
  const domain = new URL(startup.website ?? 'https://startup.example.com').host
  const count = f.number.int({ min: 1, max: 5 })
  const roles = ['Founder & CEO', ...f.helpers.shuffle(EMPLOYEE_ROLES).slice(0, count - 1)]
  const createdAt = startup.createdAt instanceof Date ? startup.createdAt : new Date()
  return roles.map((role, i) =>
    buildEmployee(
      {
        startupId: startup.id,
        status: startup.status === 'verified' ? 'verified' : 'pending',
        createdAt: new Date(createdAt.getTime() + i * 60_000),
      },
      { faker: f, domain, role },
    ),
  )
}
