import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { PDFDict, PDFDocument, PDFName, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib'
import { type Block, type CorpusResume, wrapText } from './resume-corpus.ts'

// Renders a corpus resume as the three files a student uploads. The .txt and .pdf wrap long paragraphs the way
// a page does; the .docx keeps each paragraph whole. Tables: tab-separated in .txt, a real table in .docx,
// cells side by side in the PDF. Two columns: in .txt and .pdf the sidebar and the main column share lines (so
// a PDF's text interleaves them), in .docx they are the two cells of a table.

const TXT_WIDTH = 76
const SIDEBAR_WIDTH = 34
const MAIN_WIDTH = 58
const GUTTER = 44

/** The lines of blocks as they sit on a page `width` characters wide (a row's cells joined by `cellGap`). */
function pageLines(blocks: Block[], width: number, cellGap: string): string[] {
  const lines: string[] = []
  for (const block of blocks) {
    switch (block.kind) {
      case 'line':
      case 'heading':
        lines.push(block.text)
        break
      case 'gap':
        lines.push('')
        break
      case 'para':
        lines.push(...wrapText(block.text, width))
        break
      case 'row':
        lines.push(block.cells.join(cellGap))
        break
      case 'columns': {
        const left = pageLines(block.left, SIDEBAR_WIDTH, cellGap)
        const right = pageLines(block.right, MAIN_WIDTH, cellGap)
        for (let i = 0; i < Math.max(left.length, right.length); i++) {
          const l = left[i] ?? ''
          const r = right[i] ?? ''
          lines.push(r ? `${l.padEnd(GUTTER)}${r}` : l)
        }
      }
    }
  }
  return lines
}

export const corpusText = (resume: CorpusResume) => pageLines(resume.blocks, TXT_WIDTH, '\t').join('\n')

export async function corpusTxt(resume: CorpusResume): Promise<Uint8Array> {
  return new TextEncoder().encode(corpusText(resume))
}

// ---- .docx ----

const paragraph = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] })

function docxChildren(blocks: Block[]): (Paragraph | Table)[] {
  const children: (Paragraph | Table)[] = []
  let rows: TableRow[] = []
  const flush = () => {
    if (rows.length) children.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }))
    rows = []
  }
  for (const block of blocks) {
    if (block.kind !== 'row') flush()
    switch (block.kind) {
      case 'line':
      case 'para':
        children.push(paragraph(block.text))
        break
      case 'heading':
        children.push(paragraph(block.text, true))
        break
      case 'gap':
        children.push(paragraph(''))
        break
      case 'row':
        rows.push(
          new TableRow({
            children: block.cells.map((cell) => new TableCell({ children: [paragraph(cell)] })),
          }),
        )
        break
      case 'columns':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: docxChildren(block.left) }),
                  new TableCell({ children: docxChildren(block.right) }),
                ],
              }),
            ],
          }),
        )
    }
  }
  flush()
  return children
}

export async function corpusDocx(resume: CorpusResume): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: docxChildren(resume.blocks) }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}

// ---- .pdf ----

// The standard fonts draw only WinAnsi characters. A second copy of Helvetica carries a ToUnicode map, so a
// name in Devanagari, Tamil or Bengali (or "₹", "▪") is drawn with stand-in glyphs but its text layer, what
// a PDF reader extracts, holds the real characters, as a PDF made with an embedded Indic font would.
const STAND_INS = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞß'

function toUnicodeCMap(codes: Map<string, string>): string {
  const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0')
  const entries = [...codes].map(
    ([standIn, char]) =>
      `<${hex(standIn.charCodeAt(0), 2)}> <${[...char].map((c) => hex(c.codePointAt(0)!, 4)).join('')}>`,
  )
  for (let code = 0x20; code < 0x7f; code++) entries.push(`<${hex(code, 2)}> <${hex(code, 4)}>`)
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

interface PdfWriter {
  draw(page: PDFPage, text: string, x: number, y: number, size: number): void
  width(text: string, size: number): number
  /** the PDF's bytes, its stand-in font given its map (pdf-lib writes a font's dictionary when it flushes) */
  save(): Promise<Uint8Array>
}

async function pdfWriter(pdf: PDFDocument, allText: string): Promise<PdfWriter> {
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const encodable = (char: string) => {
    try {
      font.encodeText(char)
      return true
    } catch {
      return false
    }
  }
  const others = [...new Set([...allText].filter((c) => c !== '\n' && !encodable(c)))]
  const pool = [...STAND_INS].filter((c) => !allText.includes(c))
  if (others.length > pool.length) throw new Error('too many characters outside WinAnsi for one PDF')
  const standInOf = new Map(others.map((char, i) => [char, pool[i]!]))
  const mapped: PDFFont | null = others.length ? await pdf.embedFont(StandardFonts.Helvetica) : null
  const standIn = (text: string) => [...text].map((c) => standInOf.get(c) ?? c).join('')
  const needsMap = (text: string) => [...text].some((c) => standInOf.has(c))
  return {
    draw(page, text, x, y, size) {
      if (mapped && needsMap(text)) page.drawText(standIn(text), { x, y, size, font: mapped })
      else page.drawText(text, { x, y, size, font })
    },
    width: (text, size) => font.widthOfTextAtSize(standIn(text), size),
    async save() {
      await pdf.flush()
      if (mapped) {
        const cmap = pdf.context.flateStream(
          toUnicodeCMap(new Map(others.map((c) => [standInOf.get(c)!, c]))),
        )
        pdf.context.lookup(mapped.ref, PDFDict).set(PDFName.of('ToUnicode'), pdf.context.register(cmap))
      }
      return pdf.save()
    },
  }
}

interface PdfLine {
  /** pieces of the line and where each starts */
  pieces: { text: string; x: number }[]
}

function pdfLines(blocks: Block[], x: number, width: number, writer: PdfWriter, size: number): PdfLine[] {
  const lines: PdfLine[] = []
  for (const block of blocks) {
    switch (block.kind) {
      case 'line':
      case 'heading':
        lines.push({ pieces: [{ text: block.text, x }] })
        break
      case 'gap':
        lines.push({ pieces: [] })
        break
      case 'para':
        for (const text of wrapText(block.text, width)) lines.push({ pieces: [{ text, x }] })
        break
      case 'row': {
        let at = x
        const pieces = block.cells.map((text) => {
          const piece = { text, x: at }
          at += writer.width(text, size) + 24
          return piece
        })
        lines.push({ pieces })
        break
      }
      case 'columns': {
        const left = pdfLines(block.left, x, SIDEBAR_WIDTH, writer, size)
        const right = pdfLines(block.right, x + 230, MAIN_WIDTH, writer, size)
        for (let i = 0; i < Math.max(left.length, right.length); i++) {
          // drawn line by line across both columns, so the text layer interleaves them
          lines.push({ pieces: [...(left[i]?.pieces ?? []), ...(right[i]?.pieces ?? [])] })
        }
      }
    }
  }
  return lines
}

export async function corpusPdf(resume: CorpusResume): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const writer = await pdfWriter(pdf, corpusText(resume))
  const size = resume.layout === 'two-column' ? 9 : 10
  const lines = pdfLines(resume.blocks, 40, TXT_WIDTH, writer, size)
  let page = pdf.addPage([595, 842])
  let y = 800
  for (const { pieces } of lines) {
    if (y < 40) {
      page = pdf.addPage([595, 842])
      y = 800
    }
    for (const piece of pieces) writer.draw(page, piece.text, piece.x, y, size)
    y -= size * 1.5
  }
  return writer.save()
}
