import { randomUUID } from 'node:crypto'

/**
 * Worst-case text for regexes and parsers, and a filler that puts it into every string field of a zod schema
 * at that field's maximum length. Used by event-loop-guard.test.ts; any test may reuse the shapes.
 */
export interface Shape {
  name: string
  /** exactly `length` UTF-16 units, never a lone surrogate (so storable-text checks still pass) */
  make(length: number): string
}

const repeat = (unit: string) => (length: number) => {
  const text = unit.repeat(Math.max(0, Math.ceil(length / unit.length))).slice(0, Math.max(0, length))
  // cutting an astral character in half would leave a lone surrogate: end on a plain letter instead
  return /[\uD800-\uDBFF]$/.test(text) ? `${text.slice(0, -1)}a` : text
}
const runThen = (unit: string, last: string) => (length: number) =>
  length <= 0 ? '' : unit.repeat(length - 1) + last

export const SHAPES: readonly Shape[] = [
  { name: 'aaaa', make: repeat('a') },
  { name: 'a@a@', make: repeat('a@') },
  { name: ':::x', make: runThen(':', 'x') },
  { name: '. . .', make: repeat('. ') },
  {
    name: '[[((',
    make: (n) => '['.repeat(Math.max(0, Math.ceil(n / 2))) + '('.repeat(Math.max(0, Math.floor(n / 2))),
  },
  // astral, combining mark, right-to-left override, Arabic, zero-width joiner
  { name: 'unicode', make: repeat('𝕏e\u0301\u202Eع\u200D') },
  { name: '1111', make: runThen('1', 'x') },
  { name: 'spaces', make: runThen(' \t', 'x') },
]

/** Item `i` of an array gets a distinct value (lists refuse duplicates), still mostly the shape. */
function salted(shape: Shape, length: number, salt: number | undefined): string {
  if (!salt) return shape.make(length)
  const prefix = `${salt.toString(36)}|`
  return prefix.slice(0, length) + shape.make(length - prefix.length)
}

// ---- zod walking -------------------------------------------------------------------------------------

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } }
  safeParse(value: unknown): { success: boolean }
}
const defOf = (schema: unknown) => (schema as ZodLike)._zod.def
const checksOf = (schema: unknown) =>
  ((defOf(schema).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (c) => c._zod.def,
  )

function maxLength(schema: unknown): number | undefined {
  const check = checksOf(schema).find((c) => c.check === 'max_length' || c.check === 'length_equals')
  return (check?.maximum ?? check?.length) as number | undefined
}
function minLength(schema: unknown): number {
  return (checksOf(schema).find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0
}
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'])

/** A string field's cap, wherever a pipe puts it (`z.string().pipe(capped)` caps on its output side). */
function capOf(schema: unknown): number | undefined {
  const def = defOf(schema)
  if (WRAPPERS.has(def.type)) return capOf(def.innerType)
  if (def.type === 'pipe') return capOf(def.in) ?? capOf(def.out)
  return def.type === 'string' ? maxLength(schema) : undefined
}
const passes = (schema: unknown, value: unknown) => (schema as ZodLike).safeParse(value).success

/**
 * How to fill:
 * - `deep`: every free-text field gets the shape at its maximum; a field whose own checks refuse that (a
 *   UUID, a URL) keeps the valid value from `base`, so the request gets past validation into the handler.
 * - `raw`: every string field gets the shape, valid or not (the validators' own worst case).
 * - `over`: every capped string one unit past its maximum (must be refused with a 4xx, fast).
 */
export type FillMode = 'deep' | 'raw' | 'over'

export interface FillPlan {
  shape: Shape
  mode: FillMode
  /** length of strings the schema leaves uncapped (the body limit decides) */
  unbounded: number
  /** share of each array's maximum number of items to send (1 = all) */
  arrayScale: number
  /** share of each capped string's maximum (1 = all; below 1 only to fit a URL's length) */
  lengthScale?: number
  /** caps the schema does not show (a route that checks a length itself), by dotted path */
  maxByPath?: Record<string, number>
  /** deep: also fill optional fields the valid request left out (else only the fields it sent) */
  fillAbsent?: boolean
  /** fields whose meaning a filler would break (a version, a cursor): kept as the valid request had them */
  keep?: readonly string[]
  /** fields with a structure of their own (a CSV file), built whole, by dotted path */
  build?: Record<string, (shape: Shape, max: number | undefined) => string>
}

interface Walk {
  plan: FillPlan
  /** strings without a cap seen (for the body budget) */
  uncapped: number
  /** strings with a cap seen (an `over` fill only goes past a limit when there is one) */
  capped: number
}

/** A valid stand-in for a formatted string when the request has none. */
function validFormatted(format: unknown): string | undefined {
  switch (format) {
    case 'uuid':
    case 'guid':
      return randomUUID()
    case 'email':
      return 'guard@example.com'
    case 'url':
      return 'https://example.com/guard'
    case 'datetime':
      return new Date().toISOString()
    case 'date':
      return new Date().toISOString().slice(0, 10)
    default:
      return undefined
  }
}

function fillString(
  core: unknown,
  field: unknown,
  base: unknown,
  path: string,
  salt: number | undefined,
  w: Walk,
) {
  const { plan } = w
  if (plan.mode === 'deep' && plan.keep?.includes(path)) return base
  const built = plan.build?.[path]
  const cap = plan.maxByPath?.[path] ?? capOf(field)
  if (cap === undefined) w.uncapped += 1
  else w.capped += 1
  if (built && plan.mode !== 'over') return built(plan.shape, cap)
  const length =
    cap === undefined
      ? plan.unbounded
      : plan.mode === 'over'
        ? cap + 1
        : Math.max(minLength(core), Math.floor(cap * (plan.lengthScale ?? 1)))
  const text = salted(plan.shape, length, salt)
  if (plan.mode !== 'deep') return text
  // the shape where it is accepted as is, or inside the form the field wants (a URL, a path, an email)
  const candidates = [
    text,
    `https://x.example/${salted(plan.shape, length - 18, salt)}`,
    `/${salted(plan.shape, length - 1, salt)}`,
    `${salted(plan.shape, length - 12, salt)}@example.com`,
    // an address field refuses the shape's brackets and quotes: the longest plain address instead
    `${'x'.repeat(Math.max(1, length - 12))}@example.com`,
  ]
  const fits = candidates.find((c) => c.length <= length && passes(field, c))
  if (fits !== undefined) return fits
  const format = (defOf(core).format ?? checksOf(core).find((c) => c.format)?.format) as string | undefined
  return typeof base === 'string' ? base : (validFormatted(format) ?? text)
}

function fillValue(schema: unknown, base: unknown, path: string, salt: number | undefined, w: Walk): unknown {
  // descend wrappers and pipes to the core type, keeping the field's whole schema for validation
  let core = schema
  for (let i = 0; i < 10; i += 1) {
    const def = defOf(core)
    if (WRAPPERS.has(def.type)) core = def.innerType
    else if (def.type === 'pipe') core = defOf(def.in).type === 'transform' ? def.out : def.in
    else break
  }
  const def = defOf(core)
  const { mode } = w.plan
  switch (def.type) {
    case 'string':
      return fillString(core, schema, base, path, salt, w)
    case 'object':
      return fillObject(core, base, path, w)
    case 'array': {
      const max = maxLength(core)
      const count = Math.max(minLength(core), Math.ceil((max ?? 10) * w.plan.arrayScale))
      const items = Array.isArray(base) ? base : []
      return Array.from({ length: count }, (_, i) =>
        fillValue(def.element, items[i] ?? items[0], `${path}[]`, i + 1, w),
      )
    }
    case 'union': {
      if (base !== undefined && mode === 'deep') return base
      return fillValue((def.options as unknown[])[0], base, path, salt, w)
    }
    case 'enum':
      return base ?? Object.values(def.entries as Record<string, unknown>)[0]
    case 'literal':
      return base ?? (def.values as unknown[])[0]
    case 'boolean':
      return base ?? true
    case 'number':
      return base ?? 1
    default:
      return base
  }
}

function fillObject(schema: unknown, base: unknown, path: string, w: Walk): Record<string, unknown> {
  const shape = defOf(schema).shape as Record<string, unknown>
  const start = (base && typeof base === 'object' ? { ...(base as Record<string, unknown>) } : {}) as Record<
    string,
    unknown
  >
  const out = { ...start }
  const valid = passes(schema, start)
  for (const [key, child] of Object.entries(shape)) {
    if (w.plan.mode === 'deep' && !w.plan.fillAbsent && !(key in start)) continue
    const value = fillValue(child, start[key], path ? `${path}.${key}` : key, undefined, w)
    if (value === undefined) continue
    const previous = out[key]
    out[key] = value
    // deep: keep a field only while the object stays valid (a field can break a rule across fields)
    if (w.plan.mode === 'deep' && valid && !passes(schema, out)) {
      if (previous === undefined) delete out[key]
      else out[key] = previous
    }
  }
  return out
}

/** The filled value, and how many strings had a cap and how many had none. */
export function fillSchema(schema: unknown, base: unknown, plan: FillPlan) {
  const w: Walk = { plan, uncapped: 0, capped: 0 }
  return { value: fillValue(schema, base, '', undefined, w), uncapped: w.uncapped, capped: w.capped }
}

/** How many string fields `schema` has with a length cap and without one (arrays counted once). */
export function stringFields(schema: unknown, maxByPath?: Record<string, number>) {
  if (!schema) return { capped: 0, uncapped: 0 }
  const shape: Shape = { name: 'x', make: (n) => 'x'.repeat(Math.max(0, n)) }
  const { capped, uncapped } = fillSchema(schema, undefined, {
    shape,
    mode: 'raw',
    unbounded: 1,
    arrayScale: 1e-9,
    maxByPath,
  })
  return { capped, uncapped }
}

/**
 * The largest JSON body that fits `limit` bytes: arrays are cut down first (every capped string stays at its
 * maximum), then uncapped strings share what is left.
 */
/** UTF-8 bytes per UTF-16 unit of `text` once in a JSON string. */
export const jsonBytesPerUnit = (text: string) =>
  (Buffer.byteLength(JSON.stringify(text)) - 2) / Math.max(1, text.length)

export function fillBody(
  schema: unknown,
  base: unknown,
  plan: Omit<FillPlan, 'unbounded' | 'arrayScale'>,
  limit: number,
) {
  const budget = Math.floor(limit * 0.97)
  const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? '')
  let arrayScale = 1
  let first = fillSchema(schema, base, { ...plan, unbounded: 1, arrayScale })
  while (size(first.value) > budget && arrayScale > 1e-4) {
    arrayScale /= 2
    first = fillSchema(schema, base, { ...plan, unbounded: 1, arrayScale })
  }
  if (first.uncapped === 0 || plan.mode === 'over') return first.value
  const perUnit = jsonBytesPerUnit(plan.shape.make(1000))
  let unbounded = Math.floor((budget - size(first.value)) / first.uncapped / perUnit)
  for (let i = 0; i < 20; i += 1) {
    const { value } = fillSchema(schema, base, { ...plan, unbounded, arrayScale })
    if (size(value) <= budget) return value
    unbounded = Math.floor(unbounded * 0.9)
  }
  return first.value
}

/** A query string of at most `maxChars` (encoded): the schema's fields, then a pad of the shape. */
export function fillQuery(
  schema: unknown,
  base: Record<string, string> | undefined,
  plan: Omit<FillPlan, 'unbounded' | 'arrayScale'>,
  maxChars: number,
): string {
  const encode = (q: Record<string, unknown>) =>
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&')
  let query: Record<string, unknown> = { ...base }
  if (schema) {
    let lengthScale = 1
    for (let i = 0; i < 30; i += 1) {
      const unbounded = Math.floor(2000 * lengthScale)
      query = fillSchema(schema, base, { ...plan, unbounded, arrayScale: 1, lengthScale })
        .value as typeof query
      const length = encode(query).length
      if (length <= maxChars || plan.mode === 'over') break
      lengthScale *= (maxChars / length) * 0.95
    }
  }
  if (plan.mode === 'over') return encode(query)
  // the rest of the URL: an unknown parameter every route ignores, but the parser and the log still read
  const used = encode(query).length + 3
  const perChar = encodeURIComponent(plan.shape.make(1000)).length / 1000
  const pad = plan.shape.make(Math.max(0, Math.floor((maxChars - used) / perChar)))
  return encode({ ...query, _: pad })
}

// ---- files ---------------------------------------------------------------------------------------------

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/** A CSV of `rows` rows under `columns`, every cell worst-case text, the whole at most `maxChars`. */
export function worstCaseCsv(
  shape: Shape,
  columns: readonly string[],
  rows: number,
  maxChars: number,
): string {
  const header = columns.join(',')
  const perRow = Math.floor((maxChars - header.length) / rows) - 1
  const cellLength = Math.max(1, Math.floor(perRow / columns.length) - 3)
  const lines = [header]
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      columns.map((_, c) => csvCell(salted(shape, cellLength, c === 0 ? i + 1 : undefined))).join(','),
    )
  }
  return lines.join('\n').slice(0, maxChars)
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartBody(fileName: string, type: string, content: Buffer) {
  const boundary = 'guardboundary7MA4YWxkTrZu0gW'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
