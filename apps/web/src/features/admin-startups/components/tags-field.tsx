import { Plus, X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { addTag } from '../utils/startup-form-schema'

type TagsFieldProps = {
  id: string
  tags: string[]
  onChange: (tags: string[]) => void
  error?: string | undefined
}

/** Tags: typed, added with the Add button or Enter (trimmed, no duplicates), removable chips. */
export function TagsField({ id, tags, onChange, error }: TagsFieldProps) {
  const [draft, setDraft] = useState('')

  function add() {
    onChange(addTag(tags, draft))
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault() // Enter adds the tag instead of submitting the form
    add()
  }

  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. fintech"
          maxLength={50}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <FieldError message={error} />
      {tags.length > 0 && (
        <ul aria-label="Added tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                  className="rounded-full p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove tag ${tag}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
