// A form XObject is a stream that a page (or another form) draws by name, `/Fm0 Do`, and pdf.js reads it
// again at every draw: a 100 KB form drawn 1,000 times is 100 MB to read, and a form drawing another a
// thousand times multiplies. So the budget counts each draw as the form's decoded size (with whatever it
// draws in turn). Names are looked up across every /XObject dictionary in the file, not per page: a name
// bound to several streams counts as the largest of them, which can only over-count.

const NAME = String.raw`[^\s/[\]<>()%{}]+`
const XOBJECT_DICT = /\/XObject\s*<<([^<>]*)>>/g
const XOBJECT_REF = /\/XObject\s*(\d+\s+\d+)\s+R/g
const ENTRY = new RegExp(String.raw`\/(${NAME})\s+(\d+)\s+\d+\s+R`, 'g')
const DRAW = new RegExp(String.raw`\/(${NAME})\s+Do(?![^\s/[\]<>()%{}])`, 'g')

const unescapeName = (name: string) =>
  name.replace(/#([\dA-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** Names bound to objects in /XObject dictionaries: written out, or one object away (`/XObject 9 0 R`). */
export function collectXObjectNames(
  text: string,
  resolve: (reference: string) => string | null,
  into: Map<string, Set<number>>,
) {
  const bodies = [...text.matchAll(XOBJECT_DICT)].map((m) => m[1]!)
  for (const match of text.matchAll(XOBJECT_REF)) {
    const target = /^<<([^<>]*)>>/.exec(resolve(match[1]!.replace(/\s+/, ' ')) ?? '')
    if (target) bodies.push(target[1]!)
  }
  for (const body of bodies) {
    for (const entry of body.matchAll(ENTRY)) {
      const name = unescapeName(entry[1]!)
      const targets = into.get(name) ?? new Set<number>()
      targets.add(Number(entry[2]))
      into.set(name, targets)
    }
  }
}

/** How many times a decoded content stream draws each name. */
export function countDraws(content: string): Map<string, number> {
  const draws = new Map<string, number>()
  for (const match of content.matchAll(DRAW)) {
    const name = unescapeName(match[1]!)
    draws.set(name, (draws.get(name) ?? 0) + 1)
  }
  return draws
}

export interface MeasuredStream {
  objectNumber: number | null
  size: number
  isForm: boolean
  /** how often the file references it (a page listing it twice in /Contents reads it twice) */
  uses: number
  draws: Map<string, number>
}

/** The bytes pdf.js reads drawing forms, on top of reading each stream once per reference. */
export function drawnBytes(streams: MeasuredStream[], names: Map<string, Set<number>>): number {
  const forms = new Map<number, MeasuredStream>()
  for (const s of streams) if (s.isForm && s.objectNumber !== null) forms.set(s.objectNumber, s)
  const cost = new Map<number, number>()
  const visiting = new Set<number>()
  // a form, read once, with everything it draws; a form that draws itself (pdf.js refuses the loop) once
  const formCost = (form: MeasuredStream): number => {
    const number = form.objectNumber!
    const known = cost.get(number)
    if (known !== undefined) return known
    if (visiting.has(number)) return 0
    visiting.add(number)
    const total = form.size + drawsCost(form.draws)
    visiting.delete(number)
    cost.set(number, total)
    return total
  }
  const drawsCost = (draws: Map<string, number>) => {
    let total = 0
    for (const [name, count] of draws) {
      let largest = 0
      for (const target of names.get(name) ?? []) {
        const form = forms.get(target)
        if (form) largest = Math.max(largest, formCost(form))
      }
      total += count * largest
    }
    return total
  }
  let total = 0
  for (const s of streams) if (!s.isForm) total += s.uses * drawsCost(s.draws)
  return total
}
