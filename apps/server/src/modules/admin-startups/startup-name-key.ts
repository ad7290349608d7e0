/**
 * How two startup names are compared for duplicates: look-alikes are one name. Full-width and other
 * compatibility forms become their plain letters (NFKC), invisible format characters (zero-width space and
 * joiners, word joiner, BOM: Unicode category Cf) go, runs of white space become one space, and case is folded.
 */
export function startupNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
}

// Unicode category Cf as a PostgreSQL bracket expression (a test keeps it equal to JavaScript's \p{Cf}).
export const FORMAT_CHARACTERS_PG =
  '[\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890-\\u0891\\u08E2\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB\\U000110BD\\U000110CD\\U00013430-\\U0001343F\\U0001BCA0-\\U0001BCA3\\U0001D173-\\U0001D17A\\U000E0001\\U000E0020-\\U000E007F]'
// What JavaScript's \s still matches after NFKC (the other Unicode spaces become U+0020 or are Cf).
export const WHITE_SPACE_PG =
  '[\\t\\n\\v\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]+'
