import type { PGliteInterface } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database } from './client.ts'

/**
 * PostgreSQL LISTEN on either driver. PGlite has listen() built in (one process, one database); on a server
 * a dedicated connection (not a pooled one, which would be handed to queries) waits for notifications and
 * reconnects with backoff when it drops. Notifications sent while it is down are lost, so `onConnection`
 * tells the caller to stop trusting what it caches until the feed is back.
 */
export interface ListenHandlers {
  onNotify(payload: string): void
  /** false when the feed drops, true when it is back (not called for the first connection) */
  onConnection?(connected: boolean): void
  onError?(error: Error): void
}

export interface Subscription {
  close(): Promise<void>
}

const channelName = /^[a-z_][a-z0-9_]{0,62}$/

export async function listen(
  database: Database,
  channel: string,
  handlers: ListenHandlers,
): Promise<Subscription> {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!channelName.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind === 'pglite') {
    const pglite = client as PGliteInterface
    const unlisten = await pglite.listen(channel, handlers.onNotify)
    // a database closed first (shutdown order, a test taking it down) has dropped its listeners already
    return { close: async () => (pglite.closed ? undefined : unlisten()) }
  }
  return listenOnServer((client as pg.Pool).options, channel, handlers)
}

async function listenOnServer(
  options: pg.PoolOptions,
  channel: string,
  handlers: ListenHandlers,
): Promise<Subscription> {
  // loaded here: the embedded default never connects to a server
  const { default: pg } = await import('pg')
  let closed = false
  let current: pg.Client | null = null
  let retryTimer: NodeJS.Timeout | undefined
  let delayMs = 200

  const connect = async () => {
    const client = new pg.Client(options)
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '')
    })
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client, new Error('LISTEN connection ended')))
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    current = client
    delayMs = 200
  }

  const lost = (client: pg.Client, error: Error) => {
    if (closed || current !== client) return
    current = null
    handlers.onError?.(error)
    handlers.onConnection?.(false)
    client.end().catch(() => undefined)
    scheduleRetry()
  }

  const scheduleRetry = () => {
    if (closed) return
    retryTimer = setTimeout(async () => {
      try {
        await connect()
        handlers.onConnection?.(true)
      } catch (error) {
        handlers.onError?.(error as Error)
        delayMs = Math.min(delayMs * 2, 10_000)
        scheduleRetry()
      }
    }, delayMs)
    retryTimer.unref()
  }

  await connect()
  return {
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const client = current
      current = null
      await client?.end().catch(() => undefined)
    },
  }
}
