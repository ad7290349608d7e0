import fs from 'node:fs'
import path from 'node:path'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as schema from './schema/index.ts'

// Raw SQL names tables and columns through the schema's objects (decision 050): the text of a sql`…` fragment
// or sql.raw() never spells a table's or column's name. String literals, comments and `as` aliases are ours.
// Every source file of the server is read, tests and their kits included.
const EXCEPT = new Map([
  // drizzle-kit compares a generated column's expression text with the migrations: rewriting it would need a
  // migration that changes nothing in the database
  ['db/schema/startups.ts', 'generated columns'],
  ['db/schema/email-templates.ts', 'generated columns'],
])
const SRC = path.resolve(import.meta.dirname, '..')

const NAMES = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => {
    if (!(value instanceof PgTable)) return []
    const config = getTableConfig(value)
    return [config.name, ...config.columns.map((column) => column.name)]
  }),
)

function sourceFiles(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry]
  return fs.readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)))
}

/** The schema names a fragment's own text spells (not its `${…}` parts). */
function namesIn(text: string): string[] {
  const words = text
    .replace(/--[^\n]*/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\bas\s+("[^"]*"|\w+)/gi, 'as ?')
    // a word followed by "(" is a function (count, lower), not a column
    .matchAll(/"([a-z_]+)"|\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)
  return [...words].map((m) => m[1] ?? m[2]!).filter((word) => NAMES.has(word))
}

/** Every fragment of the file that spells a name: "file:line names". */
function offences(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, names: string[]) => {
    if (!names.length) return
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(`${path.relative(SRC, file)}:${line} ${[...new Set(names)].join(', ')}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const t = node.template
      const parts = ts.isNoSubstitutionTemplateLiteral(t)
        ? [t.text]
        : [t.head.text, ...t.templateSpans.map((span) => span.literal.text)]
      report(node, namesIn(parts.join(' ? ')))
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'sql.raw') {
      const [arg] = node.arguments
      if (arg && ts.isStringLiteralLike(arg)) report(node, namesIn(arg.text))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('raw SQL names', () => {
  it('spells no table or column name anywhere in the server', () => {
    const files = sourceFiles(SRC).filter(
      (file) => file.endsWith('.ts') && !EXCEPT.has(path.relative(SRC, file)),
    )
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(offences)).toEqual([])
  })

  it('catches a name spelled as text', () => {
    expect(namesIn('select id from outreach_sends where lower(contact_email) = ?')).toEqual([
      'id',
      'outreach_sends',
      'contact_email',
    ])
    expect(namesIn(`? as id, count(?) as "startupId", json_build_object('id', ?)`)).toEqual([])
  })
})
