// first: swagger finds yaml's stand-in in the module cache when it loads
import './yaml-on-first-use.ts'
import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export const OPENAPI_JSON_PATH = '/api/openapi.json'
export const API_DOCS_PATH = '/api/docs'

/** /api/auth/user → auth, /api/admin/startups/:id → admin */
const areaOf = (url: string) => url.split('/')[2] ?? 'api'

/**
 * The API described from the routes' own zod schemas: the OpenAPI document at /api/openapi.json and a
 * reference page at /api/docs. Register before the routes (it collects them as they are added).
 *
 * The page works under the site's CSP as it is: Swagger UI's page loads its scripts from files (no inline
 * script), styles inline (allowed), images from data: (allowed) and fetches the document from this origin.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ColdStart API',
        description:
          'Every route of the ColdStart server. Signed-in routes take `Authorization: Bearer <access_token>` ' +
          '(from POST /api/auth/sign-in or /api/auth/refresh); /api/admin routes also need an admin.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // A prefixed '/' route is registered as /api/x/ too: the document names it once, without the slash.
    // Grouped by area (auth, startups, admin, ...) on the reference page.
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      const url = out.url.length > 1 ? out.url.replace(/\/$/, '') : out.url
      const schema = out.schema as { tags?: string[] }
      return { ...out, url, schema: { ...schema, tags: schema.tags ?? [areaOf(url)] } as typeof out.schema }
    },
    transformObject: jsonSchemaTransformObject,
  })

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return app.swagger()
  })

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // no call to validator.swagger.io (connect-src is 'self'), no "try it" by default against production
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
    theme: { title: 'ColdStart API reference' },
  })
}
