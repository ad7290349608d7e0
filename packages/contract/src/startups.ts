import { z } from 'zod'
import { STARTUP_SORTS } from './constants.ts'
import { safeText } from './text.ts'

export const startupId = z.uuid({ message: 'Startup id must be a UUID' })

export const startupListQuery = z.object({
  q: safeText.max(10_000).optional().default(''),
  sector: safeText.max(200).optional(),
  sort: z.enum(STARTUP_SORTS).optional().default('latest'),
  // opaque to clients: base64url of what the server wrote (the server checks what it decodes to)
  cursor: z
    .string()
    .max(1000)
    .regex(/^[\w-]*$/, 'not a cursor this API returned; start again without it')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(24),
})
export type StartupListQuery = z.input<typeof startupListQuery>

export const startupCard = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  location: z.string().nullable(),
  sector: z.string().nullable(),
  teamSize: z.string().nullable(),
  fundingAmount: z.string().nullable(),
  tags: z.array(z.string()),
  isHiring: z.boolean(),
  isTrending: z.boolean(),
  status: z.string(),
})
export type StartupCard = z.infer<typeof startupCard>

/** A card in the list; with the best-match sort it also says in a few words why it matches. */
export const startupListItem = startupCard.extend({
  /** best-match only: e.g. ["Matches React, Node.js", "Bengaluru", "Seed"] */
  matchReasons: z.array(z.string()).optional(),
})
export type StartupListItem = z.infer<typeof startupListItem>

/** The sign-in the best-match sort needs (the rest of the directory is public). */
export const BEST_MATCH_SIGN_IN = 'Sign in to sort by best match: it ranks startups by your profile.'

/**
 * A search's matches are counted up to here: past it a count is sent as this number with its `AtLeast` flag
 * and shown as "1,000+" (the difference cannot be told on a chip, and counting every match of a broad search
 * reads every matching row).
 */
export const DIRECTORY_COUNT_CAP = 1000

export const sectorCount = z.object({
  sector: z.string(),
  /** absent when the search matches over DIRECTORY_COUNT_CAP startups: the chip then shows no count */
  count: z.number().int().optional(),
})
export type SectorCount = z.infer<typeof sectorCount>

export const startupListResponse = z.object({
  items: z.array(startupListItem),
  /** matches in the chosen sector (or all of them), at most DIRECTORY_COUNT_CAP when a search is broad */
  total: z.number().int(),
  /** true when `total` stopped at DIRECTORY_COUNT_CAP: there are at least that many ("1,000+") */
  totalAtLeast: z.boolean().optional(),
  /** best-match only: false when the student has no skills or preferences, so the order is trending, newest */
  matchProfile: z.boolean().optional(),
  /** matches across every sector, startups with none included: the "All Sectors" chip */
  allSectorsTotal: z.number().int(),
  /** true when `allSectorsTotal` stopped at DIRECTORY_COUNT_CAP */
  allSectorsTotalAtLeast: z.boolean().optional(),
  sectors: z.array(sectorCount),
  nextCursor: z.string().nullable(),
})
export type StartupListResponse = z.infer<typeof startupListResponse>

export const startupEmployee = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string(),
  linkedinUrl: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
})
export type StartupEmployee = z.infer<typeof startupEmployee>

/**
 * A team member on a startup's page. Their `id` and `email` go to signed-in callers only: a signed-out
 * visitor gets the team by name (publicStartupDetail), so the directory's contacts cannot be harvested
 * without an account, and an account reads at most STARTUP_READS_PER_DAY startups a day.
 */
export const startupTeamMember = startupEmployee.extend({
  id: z.uuid().optional(),
  email: z.string().optional(),
})
export type StartupTeamMember = z.infer<typeof startupTeamMember>

export const startupDetail = startupCard.extend({
  website: z.string().nullable(),
  /** the company's LinkedIn and Twitter (X) pages */
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  fundingRound: z.string().nullable(),
  fundingDate: z.string().nullable(),
  createdAt: z.string(),
  viewsCount: z.number().int(),
  savesCount: z.number().int(),
  employees: z.array(startupTeamMember),
  /** true for a signed-out caller: the team is listed without ids or emails ("Sign in to see contacts") */
  contactsHidden: z.boolean().optional(),
})
export type StartupDetail = z.infer<typeof startupDetail>

/**
 * What a signed-out caller gets: the same page, each team member stripped to what the page shows of them.
 * The server passes a signed-out answer through this schema, so an email cannot leave by accident.
 */
export const publicStartupDetail = startupDetail.extend({
  employees: z.array(startupEmployee.omit({ id: true, email: true })),
  contactsHidden: z.literal(true),
})

export const startupLogo = z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string() })
export const startupLogosResponse = z.object({ items: z.array(startupLogo) })
export type StartupLogo = z.infer<typeof startupLogo>
