import { useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type HighlightTextareaProps = Omit<ComponentProps<'textarea'>, 'value'> & {
  value: string
  /** matches to mark (needs the g flag), e.g. unfilled {{variables}} */
  pattern: RegExp
  /** the box's size and layout; the text metrics are shared by the textarea and its highlight layer */
  className?: string
}

function marked(text: string, pattern: RegExp): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    out.push(
      <mark
        key={m.index}
        data-highlight=""
        className="rounded-sm bg-amber-200/80 text-transparent ring-1 ring-amber-400/70 dark:bg-amber-400/25 dark:ring-amber-400/50"
      >
        {m[0]}
      </mark>,
    )
    last = m.index + m[0].length
  }
  // a trailing newline needs a character after it, or the layer ends one line short of the textarea
  out.push(`${text.slice(last)}\u200b`)
  return out
}

// The same box model on both layers, so the marks sit exactly under their characters.
const TEXT_METRICS =
  'px-3 py-2 font-mono text-[13px] leading-6 whitespace-pre-wrap break-words [overflow-wrap:anywhere]'

/**
 * A textarea whose matches are highlighted: a layer behind it draws the marks in transparent text, the
 * textarea on top (transparent background) draws the text, and the two scroll together.
 */
export function HighlightTextarea({ value, pattern, className, onScroll, ...props }: HighlightTextareaProps) {
  const layer = useRef<HTMLDivElement>(null)
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
        className={cn('pointer-events-none absolute inset-0 overflow-hidden text-transparent', TEXT_METRICS)}
      >
        {marked(value, pattern)}
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
        )}
        {...props}
      />
    </div>
  )
}
