import { type CustomLink, PROFILE_LIMITS } from '@coldstart/contract'
import { ExternalLinkIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { withScheme } from '../utils/profile-form-values'
import { validateUrl } from '../utils/validate-url'
import { FieldError } from '@/components/ui/field-error'

type Props = { links: CustomLink[]; onChange: (links: CustomLink[]) => void }

/** Extra links with a label each: the add button stays disabled until both label and URL have text. */
export function CustomLinks({ links, onChange }: Props) {
  const [label, setLabel] = useState('')
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string>()
  const full = links.length >= PROFILE_LIMITS.customLinks
  const ready = label.trim() !== '' && url.trim() !== '' && !full

  function add() {
    if (!ready) return
    const address = withScheme(url)
    const valid = validateUrl(address)
    if (valid !== true) return setError(valid)
    onChange([...links, { id: crypto.randomUUID(), label: label.trim(), url: address }])
    setLabel('')
    setUrl('')
    setError(undefined)
  }

  return (
    <div className="space-y-3 border-t pt-5">
      <h3 className="text-sm font-medium">Custom links</h3>
      {links.length > 0 && (
        <ul className="divide-y rounded-lg border" aria-label="Your custom links">
          {links.map((link) => (
            <li key={link.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-28 shrink-0 truncate font-medium">{link.label}</span>
              <a
                href={link.url}
                target="_blank"
                rel="noreferrer"
                className="flex min-w-0 flex-1 items-center gap-1 text-muted-foreground hover:text-foreground"
              >
                <span className="truncate">{link.url}</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
              </a>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove link ${link.label}`}
                onClick={() => onChange(links.filter((l) => l.id !== link.id))}
              >
                <Trash2Icon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor="custom-link-label">Link label</Label>
          <Input
            id="custom-link-label"
            value={label}
            maxLength={PROFILE_LIMITS.linkLabelChars}
            placeholder="e.g. Portfolio"
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="custom-link-url">Link URL</Label>
          <Input
            id="custom-link-url"
            type="url"
            inputMode="url"
            value={url}
            placeholder="e.g. https://your-site.dev"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'custom-link-error' : undefined}
            onChange={(e) => {
              setUrl(e.target.value)
              setError(undefined)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={!ready}>
          <PlusIcon />
          Add link
        </Button>
      </div>
      <FieldError id="custom-link-error" message={error} announce={false} />
    </div>
  )
}
