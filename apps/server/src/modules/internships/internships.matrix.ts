import type { Db } from '../../db/client.ts'
import { internships } from '../../db/schema/index.ts'
import { publicRoute, type MatrixRow } from '../../testing/route-matrix.ts'

async function openInternshipId(db: Db): Promise<string> {
  const [row] = await db
    .insert(internships)
    .values({ title: 'Matrix', company: 'Matrix Co', applyEmail: 'a@b.co' })
    .returning({ id: internships.id })
  return row!.id
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
