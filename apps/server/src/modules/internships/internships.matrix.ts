import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { publicRoute, type MatrixRow } from '../../testing/route-matrix.ts'

async function openInternshipId(db: Db): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(
    sql`insert into internships (title, company, apply_email) values ('Matrix', 'Matrix Co', 'a@b.co') returning id`,
  )
  return rows[0]!.id
}

// The student board: public like the startup directory (the app's pages ask for sign-in, the data is not private).
export const INTERNSHIP_MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/internships', expect: publicRoute(200) },
  {
    method: 'GET',
    url: '/api/internships/:id',
    expect: publicRoute(200),
    request: async (ctx) => ({ params: { id: await openInternshipId(ctx.db) } }),
  },
]
