import { eq, sql } from 'drizzle-orm'
import { INTERNSHIP_RECIPIENT_NAME, type OutreachChannel } from '@coldstart/contract'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  emailTemplates,
  internships,
  outreachSends as o,
  startupEmployees,
  startups,
} from '../../db/schema/index.ts'
import { bareList, fromAs } from '../../db/sql-names.ts'
import { isOpenInternship } from '../internships/index.ts'

// Writing sends into the log: one per chosen team member, or one for an internship's application address.

const e = alias(startupEmployees, 'e')
const s = alias(startups, 's')
const t = alias(emailTemplates, 't')
const i = alias(internships, 'i')

export interface SendFacts {
  userId: string
  channel: OutreachChannel
  /**
   * Kept (with its title) only for an active template: a draft's or archived one's title never reaches a
   * student's log. The email is sent already, so the send is logged all the same, with no template, as for
   * an id that names no template.
   */
  templateId: string | null
  subject: string | null
}

const ids = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  )

/**
 * One row per chosen employee, names and addresses read from the directory, in one statement. All or
 * nothing: when any id is not one of this startup's employees, nothing is written (0 returned).
 */
export async function insertStartupSends(
  db: Db,
  facts: SendFacts,
  startupId: string,
  employeeIds: string[],
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with picked as (
      select ${e.id} as person, ${e.name} as person_name, ${e.email} as person_email,
             ${s.id} as startup, ${s.name} as startup_name
      from ${fromAs(e)} join ${fromAs(s)} on ${s.id} = ${e.startupId}
      where ${s.id} = ${startupId} and ${e.id} in (${ids(employeeIds)})
    ), template as (
      select ${t.id} as template, ${t.title} as template_name
      from ${fromAs(t)} where ${t.id} = ${facts.templateId}::uuid and ${t.status} = 'active'
    )
    insert into ${o}
      (${bareList(o.userId, o.startupId, o.employeeId, o.templateId, o.company, o.contactName, o.contactEmail, o.templateTitle, o.subject, o.channel)})
    select ${facts.userId}::uuid, p.startup, p.person, (select template from template), p.startup_name,
           p.person_name, p.person_email, (select template_name from template), ${facts.subject}::text,
           ${facts.channel}::text
    from picked p
    where (select count(*) from picked) = ${employeeIds.length}::int
    returning ${o.id} as id`)
  return result.rows.map((r) => r.id)
}

/** One row for an open internship's application address (0 when there is no such internship). */
export async function insertInternshipSend(
  db: Db,
  facts: SendFacts,
  internshipId: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ${o}
      (${bareList(o.userId, o.startupId, o.employeeId, o.internshipId, o.templateId, o.company, o.contactName, o.contactEmail, o.templateTitle, o.subject, o.channel)})
    select ${facts.userId}::uuid, ${i.startupId}, null, ${i.id}, ${t.id}, ${i.company},
           ${INTERNSHIP_RECIPIENT_NAME}::text, ${i.applyEmail}, ${t.title}, ${facts.subject}::text,
           ${facts.channel}::text
    from ${fromAs(i)} left join ${fromAs(t)} on ${t.id} = ${facts.templateId}::uuid and ${t.status} = 'active'
    where ${i.id} = ${internshipId} and ${isOpenInternship(i)} and ${i.applyEmail} is not null
    returning ${o.id} as id`)
  return result.rows.map((r) => r.id)
}

export async function startupExists(db: Db, startupId: string): Promise<boolean> {
  const rows = await db.select({ id: startups.id }).from(startups).where(eq(startups.id, startupId))
  return rows.length > 0
}
