import { useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A stretch of the text to mark: `tone` tells apart kinds of marks (e.g. variables and claims). */
export interface TextHighlight {
  index: number
  length: number
  tone?: 'warning' | 'info' | 'danger'
}

type HighlightTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'pattern'> & {
  value: string
  /** matches to mark (needs the g flag), e.g. unfilled {{variables}} */
  pattern?: RegExp
  /** or the stretches to mark, found by the caller (sorted, not overlapping) */
  highlights?: (text: string) => TextHighlight[]
  /** monospace for template source; proportional ("sans") for an email being written */
  font?: 'mono' | 'sans'
  /** the box's size and layout; the text metrics are shared by the textarea and its highlight layer */
  className?: string
}

const TONES = {
  warning: 'bg-amber-200/80 ring-amber-400/70 dark:bg-amber-400/25 dark:ring-amber-400/50',
  info: 'bg-sky-200/80 ring-sky-400/70 dark:bg-sky-400/25 dark:ring-sky-400/50',
  // a mistake (a template's problem): a wavy underline too, so it never rests on colour alone
  danger:
    'bg-red-200/80 ring-red-500/70 underline decoration-red-600 decoration-wavy dark:bg-red-400/25 dark:ring-red-400/60 dark:decoration-red-400',
}

const patternHighlights = (text: string, pattern: RegExp): TextHighlight[] =>
  [...text.matchAll(pattern)].map((m) => ({ index: m.index, length: m[0].length }))

function marked(text: string, highlights: TextHighlight[]): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const h of highlights) {
    if (h.index < last) continue
    if (h.index > last) out.push(text.slice(last, h.index))
    out.push(
      <mark
        key={h.index}
        data-highlight={h.tone ?? 'warning'}
        className={cn('rounded-sm text-transparent ring-1', TONES[h.tone ?? 'warning'])}
      >
        {text.slice(h.index, h.index + h.length)}
      </mark>,
    )
    last = h.index + h.length
  }
  // a trailing newline needs a character after it, or the layer ends one line short of the textarea
  out.push(`${text.slice(last)}\u200b`)
  return out
}

// The same box model on both layers, so the marks sit exactly under their characters.
const TEXT_METRICS = 'px-3 py-2 leading-6 whitespace-pre-wrap break-words [overflow-wrap:anywhere]'
// 16 px on phones: a smaller text makes iOS zoom the page when the field is focused
const FONTS = { mono: 'font-mono text-[13px]', sans: 'font-sans text-base sm:text-[15px]' }

/**
 * A textarea whose matches are highlighted: a layer behind it draws the marks in transparent text, the
 * textarea on top (transparent background) draws the text, and the two scroll together.
 */
export function HighlightTextarea(props: HighlightTextareaProps) {
  const { value, pattern, highlights, font = 'mono', className, onScroll, ...rest } = props
  const layer = useRef<HTMLDivElement>(null)
  const marks = highlights ? highlights(value) : pattern ? patternHighlights(value, pattern) : []
  return (
    <div
      className={cn(
        'relative rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        className,
      )}
    >
      <div
        ref={layer}
        aria-hidden="true"
        data-slot="highlight-layer"
        className={cn(
          'pointer-events-none absolute inset-0 overflow-hidden text-transparent',
          TEXT_METRICS,
          FONTS[font],
        )}
      >
        {marked(value, marks)}
      </div>
      <textarea
        data-slot="textarea"
        value={value}
        spellCheck
        onScroll={(event) => {
          if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop
          onScroll?.(event)
        }}
        className={cn(
          'relative block size-full resize-none bg-transparent outline-none read-only:cursor-default',
          'disabled:cursor-not-allowed disabled:opacity-50',
          TEXT_METRICS,
          FONTS[font],
        )}
        {...rest}
      />
    </div>
  )
}
