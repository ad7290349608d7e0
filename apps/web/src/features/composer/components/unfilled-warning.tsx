import { pluralWord } from '@coldstart/contract'
import { TriangleAlert } from 'lucide-react'

/** Names the variables still in the text, above Send; the student may still send. */
export function UnfilledWarning({ names }: { names: string[] }) {
  if (!names.length) return null
  return (
    <p className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Not filled in yet:{' '}
        {names.map((name, i) => (
          <span key={name}>
            {i > 0 && ', '}
            <code className="font-mono text-[13px] font-semibold">{`{{${name}}}`}</code>
          </span>
        ))}
        . Replace {pluralWord(names.length, 'it', 'them')} in the text, or send as is.
      </span>
    </p>
  )
}
