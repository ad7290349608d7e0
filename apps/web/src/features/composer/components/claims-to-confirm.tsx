import { pluralWord } from '@coldstart/contract'
import { Check, ShieldQuestion, X } from 'lucide-react'
import { Button } from '@/components/ui/button'

type ClaimsToConfirmProps = {
  /** the claims still in the text and not confirmed yet */
  claims: string[]
  onConfirm: (claim: string) => void
  onRemove: (claim: string) => void
}

/**
 * What the writer said about the student that their profile and resume do not back (a figure, an
 * accomplishment), highlighted in the text: the student keeps each one only if it is true.
 */
export function ClaimsToConfirm({ claims, onConfirm, onRemove }: ClaimsToConfirmProps) {
  if (!claims.length) return null
  return (
    <section
      aria-label="Claims to confirm"
      className="space-y-2 rounded-lg border border-sky-300/70 bg-sky-50 px-3 py-2 dark:border-sky-400/30 dark:bg-sky-950/40"
    >
      <p className="flex items-start gap-2 text-sm">
        <ShieldQuestion
          className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300"
          aria-hidden="true"
        />
        <span>
          {pluralWord(claims.length, 'This is', 'These are')} not in your profile or resume. Keep{' '}
          {pluralWord(claims.length, 'it', 'each')} only if it is true:
        </span>
      </p>
      <ul className="space-y-2">
        {claims.map((claim) => (
          <li key={claim} className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <q className="min-w-0 flex-1 text-sm break-words">{claim}</q>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Confirm: ${claim}`}
                onClick={() => onConfirm(claim)}
              >
                <Check aria-hidden="true" />
                Confirm
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove: ${claim}`}
                onClick={() => onRemove(claim)}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
