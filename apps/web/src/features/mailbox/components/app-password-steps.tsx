import { ExternalLink } from 'lucide-react'
import { MAILBOX_PRESETS, OTHER_PROVIDER_STEPS, type MailboxProvider } from '@coldstart/contract'

/** How to make an app password with the chosen provider, and the link to the provider's page for it. */
export function AppPasswordSteps({ provider }: { provider: MailboxProvider }) {
  const preset = provider === 'other' ? null : MAILBOX_PRESETS[provider]
  const steps = preset?.steps ?? OTHER_PROVIDER_STEPS
  return (
    <div className="space-y-2 rounded-lg bg-muted p-4 text-sm">
      <p className="font-medium">
        {preset ? `Make an app password for ${preset.name}` : 'Find your mail servers'}
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {preset && (
        <a
          href={preset.appPasswordUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Open {preset.name.split(' ')[0]} app passwords
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  )
}
