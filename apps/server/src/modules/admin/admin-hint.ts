import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { countAdmins } from './admin.repository.ts'

/** At start, while nobody is admin yet: how to make one (printed on the first start of a fresh install). */
export async function logAdminHint(
  db: Db,
  log: FastifyBaseLogger,
  opts: { publicUrl: string; embedded: boolean; google: boolean },
) {
  if ((await countAdmins(db)) > 0) return
  const steps = [
    `No admin yet. To make one, create an account at ${opts.publicUrl}/sign-in, then run`,
    `  npm run admin -- grant <that email>`,
    opts.embedded ? '(stop ColdStart first: the embedded database takes one process at a time).' : '',
    opts.google ? 'Or set ADMIN_EMAILS=<your Google email> and sign in with Google.' : '',
  ]
  log.info(steps.filter(Boolean).join('\n'))
}
