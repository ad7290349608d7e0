// bench/template-rates: what measuring templates' reply rates costs (docs/decisions/047).
// On an in-memory PGlite with the demo data and N first emails sent from students' mailboxes (default 100,000
// over 500 students, 30% answered), it times:
//   - the templates read (GET /api/templates' query): before (the columns it read until migration 0026), now
//     (the stored counters and the generated success_rate), and the alternative of counting on read (an
//     aggregate over outreach_sends with a partial index);
//   - the write the counters add: marking one send replied, with the counting trigger and with it disabled;
//   - the admin dashboard's 30 days of totals (sends, replies and bounces per day among them).
// Run: node bench/template-rates.ts [-- --sends 100000 --runs 200]
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createPglite, openDatabase, type Db } from '../apps/server/src/db/client.ts'
import { migrateDatabase } from '../apps/server/src/db/migrate.ts'
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts'
import { dailyTotals } from '../apps/server/src/modules/admin-dashboard/admin-dashboard.repository.ts'
import { printTable } from './lib/server.ts'

const { values: args } = parseArgs({
  options: { sends: { type: 'string', default: '100000' }, runs: { type: 'string', default: '200' } },
})
const sends = Number(args.sends)
const runs = Number(args.runs)

async function timed(run: () => Promise<unknown>, times = runs): Promise<{ p50: string; p95: string }> {
  for (let i = 0; i < 5; i++) await run()
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    await run()
    took.push(performance.now() - start)
  }
  took.sort((a, b) => a - b)
  const at = (p: number) => took[Math.min(took.length - 1, Math.floor(p * took.length))]!.toFixed(2)
  return { p50: at(0.5), p95: at(0.95) }
}

// the templates read's query as it was before migration 0026, and as it is now (templates.repository.ts)
const readBefore = (db: Db) =>
  db.execute(sql`select id, title, description, category, template_content, usage_count, created_at
    from email_templates where status = 'active' order by created_at desc, id desc`)
const readNow = (db: Db) =>
  db.execute(sql`select id, title, description, category, template_content, usage_count, mailbox_sends,
      success_rate, created_at
    from email_templates where status = 'active' order by created_at desc, id desc`)
// the alternative: no stored counters, the rate counted at every read
const readCounting = (db: Db) =>
  db.execute(sql`select t.id, t.title, t.description, t.category, t.template_content, t.usage_count, t.created_at,
      c.s as mailbox_sends,
      case when c.s >= 20 then round(c.r * 100.0 / c.s, 2) end as success_rate
    from email_templates t
    left join (
      select template_id, count(*) as s, count(*) filter (where status = 'replied') as r from outreach_sends
      where channel = 'mailbox' and delivery = 'sent' and thread_send_id is null
      group by template_id
    ) c on c.template_id = t.id
    where t.status = 'active' order by t.created_at desc, t.id desc`)

async function addSends(db: Db, count: number) {
  await db.execute(
    sql`insert into users (email) select 'bench-rates-' || n || '@example.com' from generate_series(1, 500) n`,
  )
  await db.execute(sql`
    with u as (select array(select id from users where email like 'bench-rates-%' order by id) as ids),
      t as (select array(select id from email_templates where status = 'active' order by id) as ids)
    insert into outreach_sends (user_id, template_id, company, contact_email, channel, delivery, status, sent_at,
      replied_at)
    select u.ids[n % 500 + 1], t.ids[n % 10 + 1], 'Acme', 'p' || n || '@acme.example.com', 'mailbox', 'sent',
      case when n % 10 < 3 then 'replied' else 'sent' end,
      now() - make_interval(days => n % 60), case when n % 10 < 3 then now() - make_interval(days => n % 60) end
    from generate_series(1, ${count}) n, u, t`)
  await db.execute(sql`vacuum analyze`)
}

const database = await openDatabase({ pglite: await createPglite({}) })
const { db } = database
await migrateDatabase(database)
await seedDemoData(db)

const rows: (string | number)[][] = []
const row = async (what: string, run: () => Promise<unknown>, times?: number) => {
  const t = await timed(run, times)
  rows.push([what, t.p50, t.p95])
}

await row('templates read, before (0 sends)', () => readBefore(db))
await row('templates read, now (0 sends)', () => readNow(db))
const insertStart = performance.now()
await addSends(db, sends)
const insertMs = performance.now() - insertStart
await row(`templates read, before (${sends.toLocaleString('en-US')} sends)`, () => readBefore(db))
await row(`templates read, now: stored counters (${sends.toLocaleString('en-US')} sends)`, () => readNow(db))
await row(`templates read, counting on read, no index`, () => readCounting(db), 20)
await db.execute(sql`create index bench_sends_template_idx on outreach_sends (template_id, status)
  where channel = 'mailbox' and delivery = 'sent' and thread_send_id is null`)
await db.execute(sql`vacuum analyze outreach_sends`)
await row(`templates read, counting on read, partial index`, () => readCounting(db), 20)

// one send at a time marked replied and back, as the mailbox sync and the student do
const { rows: ids } = await db.execute<{ id: string }>(
  sql`select id from outreach_sends where status = 'sent' and channel = 'mailbox' limit 400`,
)
let flip = 0
const markOne = () => {
  const id = ids[flip++ % ids.length]!.id
  return db.execute(sql`update outreach_sends set status = case when status = 'sent' then 'replied' else 'sent' end
    where id = ${id}`)
}
await row('mark one send replied (trigger on)', markOne, 400)
// the counters agree with a count over the sends after the inserts and flips (before the trigger is turned off)
const { rows: check } = await db.execute<{ off: number }>(sql`
  select count(*)::int as off from email_templates t
  left join (select template_id, count(*)::int as s, count(*) filter (where status = 'replied')::int as r
    from outreach_sends where channel = 'mailbox' and delivery = 'sent' and thread_send_id is null
    group by template_id) c on c.template_id = t.id
  where t.mailbox_sends <> coalesce(c.s, 0) or t.mailbox_replies <> coalesce(c.r, 0)`)

await db.execute(sql`alter table outreach_sends disable trigger outreach_sends_reply_counts_update`)
await row('mark one send replied (trigger off)', markOne, 400)
await db.execute(sql`alter table outreach_sends enable trigger outreach_sends_reply_counts_update`)
await row(`admin dashboard: 30 days of totals`, () => dailyTotals(db), 50)

console.info(
  `\n### Template reply rates (PGlite in memory, ${sends.toLocaleString('en-US')} mailbox sends)\n`,
)
console.info(
  `inserting the sends (one statement, counted by the insert trigger): ${(insertMs / 1000).toFixed(1)} s`,
)
console.info(`templates whose counters disagree with a count over the sends: ${check[0]!.off}\n`)
printTable(['case', 'p50 ms', 'p95 ms'], rows)
await database.close()
