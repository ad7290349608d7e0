// A resume's text made plain and in reading order. Table cells (tabs, or the wide gaps a PDF's layout leaves)
// become " | "; two columns laid side by side (a sidebar beside the main column, whose PDF text interleaves
// them line by line) are put one after the other. Every step is a pass over the text: linear in its length.

/** A gap this many spaces wide separates two cells or two columns; a narrower one is spacing. */
const CELL_GAP = 3
/**
 * Two columns are read apart when a stretch has this many lines split at one column and this many lines with
 * text on one side only (a small table's rows fill every cell, so it is not taken for two columns), or when it
 * has MANY_SPLIT_LINES split lines whatever the rest (longer than a resume's tables are).
 */
const MIN_SPLIT_LINES = 3
const MIN_ONE_SIDED_LINES = 3
const MANY_SPLIT_LINES = 8

/** The columns where text starts again after a gap of CELL_GAP spaces or more, inside the line. */
function gapEnds(line: string): number[] {
  const ends: number[] = []
  let run = 0
  let seenText = false
  for (let i = 0; i < line.length; i++) {
    if (line[i] === ' ') {
      run++
      continue
    }
    if (seenText && run >= CELL_GAP) ends.push(i)
    seenText = true
    run = 0
  }
  return ends
}

type Side = 'blank' | 'left' | 'right' | 'split' | 'across'

function sideOf(line: string, column: number): Side {
  const end = line.trimEnd().length
  if (end === 0) return 'blank'
  const start = line.length - line.trimStart().length
  if (start >= column) return 'right'
  if (end <= column - 2) return 'left'
  const before = line.slice(column - CELL_GAP, column)
  return line[column] !== ' ' && before.trim() === '' ? 'split' : 'across'
}

/** Lines of a two-column stretch read column by column; other lines as they are. */
function unfoldColumns(lines: string[]): string[] {
  const counts = new Map<number, number>()
  for (const line of lines) for (const end of gapEnds(line)) counts.set(end, (counts.get(end) ?? 0) + 1)
  let column = -1
  let most = 0
  for (const [end, count] of counts) {
    if (count > most) [column, most] = [end, count]
  }
  if (most < MIN_SPLIT_LINES) return lines
  const sides = lines.map((line) => sideOf(line, column))
  const out: string[] = []
  let i = 0
  while (i < lines.length) {
    if (sides[i] === 'across') {
      out.push(lines[i]!)
      i++
      continue
    }
    // a stretch with no line across the gutter: two columns when enough of its lines sit on both sides
    let j = i
    let splits = 0
    let oneSided = 0
    for (; j < lines.length && sides[j] !== 'across'; j++) {
      if (sides[j] === 'split') splits++
      else if (sides[j] !== 'blank') oneSided++
    }
    const stretch = lines.slice(i, j)
    const columns =
      splits >= MANY_SPLIT_LINES || (splits >= MIN_SPLIT_LINES && oneSided >= MIN_ONE_SIDED_LINES)
    if (!columns) out.push(...stretch)
    else {
      // a line with text on the right only leaves no gap in the left column
      out.push(...stretch.filter((_, k) => sides[i + k] !== 'right').map((line) => line.slice(0, column)))
      out.push(...stretch.map((line) => line.slice(column)).filter((line) => line.trim()))
    }
    i = j
  }
  return out
}

/** One line: trimmed, a wide gap made " | ", other runs of spaces made one. */
function tidyLine(line: string): string {
  return line.trim().replace(/ {2,}/g, (run) => (run.length >= CELL_GAP ? ' | ' : ' '))
}

export function normaliseResumeText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u00a0\u2007\u202f\f\v]/g, ' ')
    .replace(/\t/g, ' '.repeat(CELL_GAP))
    .split('\n')
  return unfoldColumns(lines)
    .map(tidyLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
