import type { FastifyReply, FastifyRequest } from 'fastify'
import { listCacheControl } from '../../lib/list-cache-control.ts'
import { maybeAuthUserOf, type AuthGuards } from '../auth/index.ts'

/**
 * Who asks for a public list (the directory, the internships board), and how its answer may be cached. Only
 * the best-match sort reads who is asking (it ranks by their profile): only then is a student looked for, and
 * only then may no cache keep the answer. Their id when signed in.
 */
export async function listAsker(
  request: FastifyRequest,
  reply: FastifyReply,
  guards: Pick<AuthGuards, 'optionalUser'> | undefined,
  sort: string,
): Promise<string | undefined> {
  const personal = sort === 'best-match'
  if (personal && guards) await guards.optionalUser(request)
  reply.header('cache-control', listCacheControl(personal))
  return maybeAuthUserOf(request)?.userId
}
