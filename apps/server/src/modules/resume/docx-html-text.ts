// The text of mammoth's HTML for a .docx, read so a table keeps its rows: a row whose cells are one line each
// becomes one line of tab-separated cells (what a student's table of education or jobs means), a row with
// longer cells (a two-column layout made as a table) gives each cell's lines in turn. List items keep a
// bullet. One pass over the HTML's tags.

const BLOCK_END = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li'])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
function decode(text: string): string {
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

interface Table {
  rows: string[][][]
}

export function docxHtmlText(html: string): string {
  const output: string[] = []
  const tables: Table[] = []
  let paragraph = ''
  const sink = (): string[] => {
    const table = tables.at(-1)
    const row = table?.rows.at(-1)
    return row?.at(-1) ?? output
  }
  const endParagraph = () => {
    sink().push(paragraph.trim())
    paragraph = ''
  }
  for (const [token] of html.matchAll(/<[^<>]*>|[^<]+/g)) {
    if (token[0] !== '<') {
      paragraph += decode(token)
      continue
    }
    const closing = token[1] === '/'
    const name = /^<\/?([a-z\d]+)/i.exec(token)?.[1]?.toLowerCase() ?? ''
    if (name === 'br') paragraph += '\n'
    else if (name === 'li' && !closing) paragraph = '• '
    else if (BLOCK_END.has(name) && closing) endParagraph()
    else if (name === 'table' && !closing) tables.push({ rows: [] })
    else if (name === 'tr' && !closing) tables.at(-1)?.rows.push([])
    else if ((name === 'td' || name === 'th') && !closing) tables.at(-1)?.rows.at(-1)?.push([])
    else if (name === 'table' && closing) {
      const table = tables.pop()
      if (!table) continue
      const lines: string[] = []
      for (const row of table.rows) {
        const cells = row.map((cell) => cell.filter(Boolean))
        if (cells.every((cell) => cell.length <= 1)) lines.push(cells.map((cell) => cell[0] ?? '').join('\t'))
        else for (const cell of cells) lines.push(...cell)
      }
      sink().push(...lines)
    }
  }
  if (paragraph.trim()) endParagraph()
  return output.join('\n')
}
