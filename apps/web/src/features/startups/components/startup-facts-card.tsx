import { useId, type ReactNode } from 'react'

type Fact = { label: string; value: ReactNode }
type StartupFactsCardProps = { title: string; icon: ReactNode; facts: readonly Fact[] }

/** A titled card of label/value rows: "Company info" and "Funding info" on the detail page. */
export function StartupFactsCard({ title, icon, facts }: StartupFactsCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 font-semibold [&>svg]:size-4 [&>svg]:text-muted-foreground"
      >
        {icon}
        {title}
      </h2>
      <dl className="mt-4 divide-y">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-3 text-sm last:pb-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
