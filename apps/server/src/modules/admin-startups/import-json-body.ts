import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorCodes } from 'fastify'
import secureJson from 'secure-json-parse'
import { JSON_POISONING } from './json-poisoning.ts'
import { parseJsonInWorker } from './startup-csv-pool.ts'

/** Bodies from this size on are decoded and parsed in the import's worker thread. */
export const WORKER_JSON_BYTES = 256 * 1024

const invalid = () => new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()

/**
 * JSON bodies for these routes, parsed as Fastify parses them, the large ones off the event loop: a CSV import
 * travels as JSON of up to 8 MB, whose decoding and parsing took 30-60 ms of one turn here (over 100 ms on a
 * busy machine), where every other request waited.
 */
export function parseLargeJsonInWorker(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    async (_request: FastifyRequest, body: Buffer) => {
      if (body.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
      if (body.length < WORKER_JSON_BYTES) {
        try {
          return secureJson.parse(body.toString('utf8'), null, JSON_POISONING) as unknown
        } catch {
          throw invalid()
        }
      }
      const parsed = await parseJsonInWorker(body)
      if (!parsed.ok) throw invalid()
      return parsed.value
    },
  )
}
