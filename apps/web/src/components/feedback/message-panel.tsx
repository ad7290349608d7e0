import type { ReactNode } from 'react'

type MessagePanelProps = {
  icon: ReactNode
  title: string
  /** h1 when the panel is the whole page (a detail that failed), h2 inside a list */
  headingLevel: 1 | 2
  description: string
  children?: ReactNode
}

/** A dashed, centred panel for "nothing to show" states: an icon, a title, a line of help, then actions. */
export function MessagePanel({ icon, title, headingLevel, description, children }: MessagePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&>svg]:size-6">
        {icon}
      </span>
      <div className="space-y-1.5">
        <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
        <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  )
}
