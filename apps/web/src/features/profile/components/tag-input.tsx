import { PlusIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { canAddItem, itemsToAdd } from '../utils/profile-form-values'
import { ChipList } from './chip-list'

type TagInputProps = {
  label: string
  placeholder: string
  items: string[]
  onChange: (items: string[]) => void
  maxItems: number
  maxLength: number
  /** the noun for the add button and chip list, e.g. "skill" */
  noun: string
  /** a comma, semicolon or line break separates items ("PyTorch, pandas" adds two) */
  splitLists?: boolean
}

/** A list of short texts: Enter or the button adds (trimmed, no duplicates in any case); chips remove. */
export function TagInput(props: TagInputProps) {
  const { label, placeholder, items, onChange, maxItems, maxLength, noun, splitLists = false } = props
  const [draft, setDraft] = useState('')
  const id = useId()
  const candidates = splitLists ? itemsToAdd(items, draft) : canAddItem(items, draft) ? [draft.trim()] : []
  const duplicate = draft.trim() !== '' && candidates.length === 0
  const full = items.length >= maxItems
  const addable = candidates.length > 0 && !full

  function add(text = draft) {
    const adding = splitLists ? itemsToAdd(items, text) : canAddItem(items, text) ? [text.trim()] : []
    if (!adding.length || full) return
    onChange([...items, ...adding].slice(0, maxItems))
    setDraft('')
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onPaste={(e) => {
            // a pasted list ("PyTorch, pandas") lands as its items at once
            const pasted = e.clipboardData.getData('text')
            if (!splitLists || !/[,;\n]/.test(pasted)) return
            e.preventDefault()
            add(`${draft},${pasted}`)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => add()}
          disabled={!addable}
          aria-label={`Add ${noun}`}
        >
          {/* the word shows on a phone too: the hint below names it */}
          <PlusIcon />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
        {duplicate
          ? `"${draft.trim()}" is already in your list.`
          : full
            ? `You can add up to ${maxItems}.`
            : splitLists
              ? 'Press Enter or Add. Separate several with commas.'
              : 'Press Enter or Add.'}
      </p>
      <ChipList
        items={items}
        label={`Your ${noun}s`}
        onRemove={(item) => onChange(items.filter((i) => i !== item))}
      />
    </div>
  )
}
