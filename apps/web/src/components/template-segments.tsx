import type { TemplateSegment } from '@/lib/readable-template'

/**
 * A template's text as segments: the student's own facts in the text's colour, each value the app does not
 * know yet a labelled chip.
 */
export function TemplateSegments({ segments }: { segments: TemplateSegment[] }) {
  return segments.map((s, i) =>
    s.kind === 'text' ? (
      <span key={i}>{s.text}</span>
    ) : s.kind === 'fact' ? (
      <span key={i} className="font-medium text-foreground" data-fact={s.name}>
        {s.text}
      </span>
    ) : (
      <span
        key={i}
        data-unknown={s.name}
        className="mx-0.5 inline-flex items-center rounded-md border border-dashed border-primary/50 bg-primary/10 px-1.5 py-px align-baseline text-[0.8em] font-medium whitespace-nowrap text-foreground"
      >
        <span className="sr-only">[</span>
        {s.label}
        <span className="sr-only">]</span>
      </span>
    ),
  )
}
