import { base, en, en_IN, Faker } from '@faker-js/faker'
import type { NewEmailTemplate, NewStartup, NewStartupEmployee, NewUser } from '../schema/index.ts'
import {
  EMPLOYEE_ROLES,
  FUNDING_ROUNDS,
  GLOBAL_CITIES,
  INDIAN_CITIES,
  SECTOR_TAGS,
  SECTORS,
  type FundingRound,
  type TeamSize,
} from './sectors.ts'

// Shared by the seed and the tests (one place for fake data). Every factory takes an optional faker so
// callers that seed it get the same rows every run.
export function createFaker(seed: number, locale: 'en_IN' | 'en' = 'en_IN'): Faker {
  const f = new Faker({ locale: locale === 'en_IN' ? [en_IN, en, base] : [en, base] })
  f.seed(seed)
  return f
}

export const defaultFaker = createFaker(20_240_601)

export interface FactoryOptions {
  faker?: Faker
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-') // one dash per gap, so an end holds at most one
    .replace(/^-|-$/g, '')
}

export function startupUrls(name: string) {
  const slug = slugify(name)
  return { slug, website: `https://${slug}.example.com`, logoUrl: `/api/logos/${slug}.svg` }
}

const AMOUNTS: Record<FundingRound, string[]> = {
  'Pre-seed': ['$250K', '$500K', '$800K', '₹2 Cr', '₹4 Cr'],
  Seed: ['$1.5M', '$2.5M', '$4M', '₹8 Cr', '₹15 Cr'],
  'Series A': ['$6M', '$9M', '$12M', '₹60 Cr', '₹90 Cr'],
  'Series B': ['$20M', '$28M', '$35M', '₹200 Cr'],
  'Series C': ['$50M', '$75M', '$110M'],
}

const TEAM_BY_ROUND: Record<FundingRound, TeamSize[]> = {
  'Pre-seed': ['1-10'],
  Seed: ['1-10', '11-50'],
  'Series A': ['11-50', '51-200'],
  'Series B': ['51-200', '201-500'],
  'Series C': ['201-500'],
}

export function fundingAmountFor(round: FundingRound, f: Faker = defaultFaker): string {
  return f.helpers.arrayElement(AMOUNTS[round])
}

export function teamSizeFor(round: FundingRound, f: Faker = defaultFaker): string {
  return f.helpers.arrayElement(TEAM_BY_ROUND[round])
}

// Same order as the trigger's `order by tag collate "C"`, so inserting it up front spares a rewrite.
export function tagListOf(tags: string[]): string {
  return [...tags].sort().join(' ')
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

const MONTH = 30 * 24 * 3600 * 1000

// Views and saves that look like a live product: trending startups get a lot more attention.
export function buildEngagement(trending: boolean, f: Faker = defaultFaker) {
  const viewsCount = trending
    ? f.number.int({ min: 2_000, max: 15_000 })
    : f.number.int({ min: 20, max: 2_500 })
  const savesCount = Math.round(viewsCount * f.number.float({ min: 0.02, max: 0.12 }))
  return { viewsCount, savesCount }
}

const NAME_SUFFIXES = ['ly', 'io', 'hub', 'stack', 'works', 'wise', 'loop', 'base', 'grid', 'nest']
const AUDIENCES = ['small businesses', 'students', 'clinics', 'retailers', 'farmers', 'developers']

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

export function buildStartupName(f: Faker = defaultFaker): string {
  const base = `${capitalize(f.word.noun())}${f.helpers.arrayElement(NAME_SUFFIXES)}`
  return f.datatype.boolean({ probability: 0.2 })
    ? `${base} ${f.helpers.arrayElement(['AI', 'Labs', 'HQ'])}`
    : base
}

export function buildStartup(overrides: Partial<NewStartup> = {}, opts: FactoryOptions = {}): NewStartup {
  const f = opts.faker ?? defaultFaker
  const name = overrides.name ?? buildStartupName(f)
  const sector = overrides.sector ?? f.helpers.arrayElement(SECTORS)
  const round = f.helpers.weightedArrayElement(
    FUNDING_ROUNDS.map((value, i) => ({ value, weight: [3, 5, 3, 2, 1][i] ?? 1 })),
  )
  const createdAt = f.date.between({ from: Date.now() - 18 * MONTH, to: Date.now() })
  const isTrending = f.datatype.boolean({ probability: 0.15 })
  const city = f.datatype.boolean({ probability: 0.75 })
    ? f.helpers.arrayElement(INDIAN_CITIES)
    : f.helpers.arrayElement(GLOBAL_CITIES)
  const urls = startupUrls(name)
  return {
    name,
    description: `${f.company.catchPhrase()} for ${f.helpers.arrayElement(AUDIENCES)}, so they can ${f.company.buzzPhrase()}.`,
    website: urls.website,
    sector,
    location: city,
    fundingRound: round,
    fundingAmount: fundingAmountFor(round, f),
    fundingDate: isoDate(f.date.between({ from: createdAt.getTime() - 12 * MONTH, to: createdAt })),
    teamSize: teamSizeFor(round, f),
    logoUrl: urls.logoUrl,
    isHiring: f.datatype.boolean({ probability: 0.4 }),
    isTrending,
    status: f.datatype.boolean({ probability: 0.85 }) ? 'verified' : 'pending',
    createdAt,
    updatedAt: createdAt,
    ...buildEngagement(isTrending, f),
    ...overrides,
  }
}

export function buildTags(opts: FactoryOptions & { sector?: string } = {}): string[] {
  const f = opts.faker ?? defaultFaker
  const pool = SECTOR_TAGS[(opts.sector ?? f.helpers.arrayElement(SECTORS)) as keyof typeof SECTOR_TAGS]
  return f.helpers.arrayElements(pool ?? SECTOR_TAGS.SaaS, { min: 1, max: 6 })
}

type EmployeeDraft = Omit<NewStartupEmployee, 'startupId'>

// Returns a row without startup_id unless given: callers attach it once the startup's id is known.
export function buildEmployee<T extends Partial<NewStartupEmployee>>(
  overrides: T = {} as T,
  opts: FactoryOptions & { domain?: string; role?: string | null } = {},
): EmployeeDraft & T {
  const f = opts.faker ?? defaultFaker
  const first = f.person.firstName()
  const last = f.person.lastName()
  const domain = opts.domain ?? `${slugify(f.company.name())}.example.com`
  return {
    name: `${first} ${last}`,
    role: opts.role === undefined ? f.helpers.arrayElement(EMPLOYEE_ROLES) : opts.role,
    email: `${slugify(first).replace(/-/g, '')}@${domain}`,
    linkedinUrl: f.datatype.boolean({ probability: 0.85 })
      ? `https://www.linkedin.com/in/${slugify(`${first} ${last}`)}`
      : null,
    status: 'pending',
    ...overrides,
  }
}

export function buildEmailTemplate(
  overrides: Partial<NewEmailTemplate> = {},
  opts: FactoryOptions = {},
): NewEmailTemplate {
  const f = opts.faker ?? defaultFaker
  const category = f.helpers.arrayElement(['internship', 'follow-up'])
  return {
    title: `${category === 'internship' ? 'Internship pitch' : 'Follow-up'}: ${f.company.buzzNoun()}`,
    description: f.lorem.sentence(),
    category,
    templateContent: `Hi {{recipient_name}},\n\n${f.lorem.paragraph()}\n\nBest,\n{{sender_name}}`,
    status: 'active',
    usageCount: f.number.int({ min: 0, max: 500 }),
    ...overrides,
  }
}

export function buildUser(overrides: Partial<NewUser> = {}, opts: FactoryOptions = {}): NewUser {
  const f = opts.faker ?? defaultFaker
  const firstName = f.person.firstName()
  const lastName = f.person.lastName()
  return {
    // the random part keeps emails unique (users.email is unique) however many users a test builds
    email: `${slugify(firstName)}.${f.string.alphanumeric(8).toLowerCase()}@students.example.com`,
    firstName,
    lastName,
    avatarUrl: null,
    paid: false,
    profileViews: 0,
    ...overrides,
  }
}
