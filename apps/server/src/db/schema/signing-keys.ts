import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// The ES256 keys that sign access tokens, shared by every instance on this database (unless JWT_PRIVATE_KEY is
// set). The newest key without retired_at signs; retired keys still verify for a while, then are deleted.
export const signingKeys = pgTable(
  'signing_keys',
  {
    // RFC 7638 thumbprint of the public key: the JWT header's kid
    kid: text('kid').primaryKey(),
    // the private JWK as JSON (only the server reads it; JWT_PRIVATE_KEY keeps it out of the database)
    privateJwk: text('private_jwk').notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('signing_keys_created_at_idx').on(t.createdAt)],
)

export type SigningKeyRow = typeof signingKeys.$inferSelect
