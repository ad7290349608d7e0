import type { PGliteInterface } from '@electric-sql/pglite'

type Parsers = Record<number | string, unknown>
interface Queryable {
  query(text: string, params?: unknown[], options?: { parsers?: Parsers }): Promise<unknown>
}

/**
 * The PGlite client drizzle is given. drizzle passes its own parsers with every query (timestamps, dates,
 * intervals and their arrays kept as text), and PGlite copies its ~350 parsers to merge them in, each time:
 * 0.13 ms a query, more than a small query's own work. So drizzle's parsers go onto the instance once per query
 * (nine keys: they read every query as before) and the query goes without them, inside transactions too. A
 * query sent to the instance directly reads those nine types as text as well; none of ours reads them.
 */
export function drizzleClient(client: PGliteInterface): PGliteInterface {
  const own = (client as unknown as { parsers: Parsers }).parsers
  const lean = <T extends { parsers?: Parsers }>(options: T | undefined) => {
    if (!options?.parsers) return options
    Object.assign(own, options.parsers)
    const { parsers: _drizzles, ...rest } = options
    return rest
  }
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        // looked up on each call: a test database answers as closed once its file let go of it
        if (prop === 'query') {
          return (text: string, params?: unknown[], options?: { parsers?: Parsers }) =>
            (t as unknown as Queryable).query(text, params, lean(options))
        }
        if (prop === 'transaction') {
          const transaction = (t as unknown as PGliteInterface).transaction.bind(t)
          return (fn: (tx: object) => Promise<unknown>) => transaction((tx) => fn(wrap(tx)))
        }
        // PGlite keeps its state in private fields: its methods run on the instance, not on this proxy
        const value: unknown = Reflect.get(t, prop, t)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(t) : value
      },
    })
  return wrap(client)
}
