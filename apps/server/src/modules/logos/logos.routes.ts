import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { monogramSvg } from './monogram.ts'

const params = z.object({
  file: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,80}\.svg$/,
      'Logo file must look like <slug>.svg (lowercase letters, digits, dashes)',
    ),
})

/** GET /api/logos/:slug.svg: the demo directory's logos, drawn on the server. */
export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:file', { schema: { params } }, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '')
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(monogramSvg(slug))
  })
}
