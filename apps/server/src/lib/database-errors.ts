// Errors that mean "the database is away" (stopped, restarting, unreachable, refusing connections, or the
// connection was cut), as opposed to a query that is wrong. The API answers these with 503 and a clear
// message, and the pool reconnects by itself when the database is back: no restart needed.

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again in a moment.'

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// (A database the server has closed while shutting down says "PGlite is closed" or, a pg pool, "Cannot use
// a pool after calling end on the pool": away as well.)
// PostgreSQL SQLSTATEs: 08xxx connection exceptions; 57P01-57P03 shutdown / crash / cannot connect now.
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Client has encountered a connection error|the database system is (starting up|shutting down)|Connection closed|PGlite is closed|Cannot use a pool after calling end on the pool/i

/** True when `err` (or what it wraps: drizzle puts the driver's error in `cause`) says the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true
    // AggregateError from a connect that tried several addresses (IPv4 and IPv6)
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = e.cause
  }
  return false
}
