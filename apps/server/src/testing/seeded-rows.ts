import { eq, gte } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { startupEmployees, startups } from '../db/schema/index.ts'

export interface StartupWithTeam {
  id: string
  name: string
  /** in the order they were added */
  employees: { id: string; name: string; email: string }[]
}

/** The `offset`-th startup by name (of a seeded database) with at least `minTeam` team members, and its team. */
export async function startupWithTeam(db: Db, offset = 0, minTeam = 2): Promise<StartupWithTeam> {
  const teamSize = db.$count(startupEmployees, eq(startupEmployees.startupId, startups.id))
  const [startup] = await db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(gte(teamSize, minTeam))
    .orderBy(startups.name)
    .limit(1)
    .offset(offset)
  if (!startup) throw new Error(`no startup with a team of ${minTeam}: seed the database`)
  const employees = await db
    .select({ id: startupEmployees.id, name: startupEmployees.name, email: startupEmployees.email })
    .from(startupEmployees)
    .where(eq(startupEmployees.startupId, startup.id))
    .orderBy(startupEmployees.createdAt, startupEmployees.id)
  return { ...startup, employees }
}
