import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, tsvector, updatedAt } from './columns.ts'

export const startups = pgTable(
  'startups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    sector: text('sector'),
    location: text('location'),
    fundingRound: text('funding_round'),
    // free text on purpose: amounts come in mixed currencies and units ("$2.5M", "₹15 Cr")
    fundingAmount: text('funding_amount'),
    fundingDate: date('funding_date', { mode: 'string' }),
    teamSize: text('team_size'),
    logoUrl: text('logo_url'),
    // the company's own profiles (http(s) URLs, checked on save), shown as links on its page
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    isHiring: boolean('is_hiring').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    viewsCount: integer('views_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    // Space-joined tags, kept by the startup_tags trigger so the stored search_vector can include tags.
    tagList: text('tag_list').notNull().default(''),
    // Stored, not computed per query: ranking on an expression costs many times more (STACK-NOTES, gotcha 5).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(tag_list, '') || ' ' || coalesce(sector, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '') || ' ' || coalesce(location, '')), 'C')`,
    ),
    // The tags as best match reads them (lower case, one element per tag). Stored: the score tests them up to
    // a dozen times per row, and splitting the text each time was half of a best-match page (decision 011).
    matchTags: text('match_tags')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`string_to_array(lower(tag_list), ' ')`),
  },
  (t) => [
    check('startups_views_count_check', sql`${t.viewsCount} >= 0`),
    check('startups_saves_count_check', sql`${t.savesCount} >= 0`),
    index('startups_search_vector_idx').using('gin', t.searchVector),
    // rows sharing a student's skill: `match_tags && {spellings}` (best match's candidates)
    index('startups_match_tags_idx').using('gin', t.matchTags),
    index('startups_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // keyset pagination for the latest/oldest and a-z/z-a sorts
    index('startups_created_at_id_idx').on(t.createdAt, t.id),
    index('startups_lower_name_id_idx').on(sql`lower(${t.name})`, t.id),
    // a sector's newest first (a search in one sector walks it), and the sector alone for counts and bitmaps
    index('startups_sector_created_at_id_idx').on(t.sector, t.createdAt, t.id),
    index('startups_is_trending_id_idx').on(t.isTrending, t.id),
    // NULLS FIRST matches a plain `order by views_count desc`, so the top-startups read can walk the index
    index('startups_views_count_idx').on(t.viewsCount.desc().nullsFirst()),
  ],
)

export const startupTags = pgTable(
  'startup_tags',
  {
    id: id(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [
    unique('startup_tags_startup_id_tag_unique').on(t.startupId, t.tag),
    index('startup_tags_tag_idx').on(t.tag),
  ],
)

export const startupEmployees = pgTable(
  'startup_employees',
  {
    id: id(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email').notNull(),
    linkedinUrl: text('linkedin_url'),
    status: text('status').notNull().default('pending'),
    // emails to this address that came back undeliverable (seen by students' mailbox syncs), for admins to fix
    bounceCount: integer('bounce_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('startup_employees_startup_id_created_at_idx').on(t.startupId, t.createdAt)],
)

// One row per viewer per startup per day: views_count only grows when the insert here succeeds.
export const startupViews = pgTable(
  'startup_views',
  {
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.viewerKey, t.day] })],
)

// How many startups each sector holds ('' for none), kept by triggers on startups so the directory's
// facet counts are a read of a dozen rows instead of a scan of the whole table.
export const startupSectorCounts = pgTable(
  'startup_sector_counts',
  {
    sector: text('sector').primaryKey(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('startup_sector_counts_count_check', sql`${t.count} >= 0`)],
)

// One row: a number every statement that changes what the directory shows adds one to (the same triggers that
// notify directory_changed), so an instance can tell whether what it holds in memory is still the directory.
export const directoryVersion = pgTable(
  'directory_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('directory_version_one_row', sql`${t.id} = 1`)],
)

export type Startup = typeof startups.$inferSelect
export type NewStartup = typeof startups.$inferInsert
export type StartupTag = typeof startupTags.$inferSelect
export type NewStartupTag = typeof startupTags.$inferInsert
export type StartupEmployee = typeof startupEmployees.$inferSelect
export type NewStartupEmployee = typeof startupEmployees.$inferInsert
export type StartupView = typeof startupViews.$inferSelect
