import { ChevronUp, StickyNote, X } from 'lucide-react'
import type { Ref } from 'react'
import { Button } from '@/components/ui/button'
import type { NoteStatus } from '../utils/note-sync-engine'
import { NoteStatusText } from './note-status'

type Props = {
  ref?: Ref<HTMLButtonElement>
  status: NoteStatus
  onExpand: () => void
  onClose: () => void
}

/** The collapsed (and minimized) panel: one bar that opens the note, with its save status. */
export function NoteBar({ ref, status, onExpand, onClose }: Props) {
  return (
    <div className="flex h-11 items-center gap-1 rounded-full border bg-popover pr-1 pl-1 text-popover-foreground">
      <Button
        ref={ref}
        variant="ghost"
        aria-expanded={false}
        aria-label="Expand Quick Notes"
        onClick={onExpand}
        className="h-9 min-w-fit flex-1 justify-start gap-2 rounded-full px-3"
      >
        <StickyNote aria-hidden="true" className="text-primary" />
        <span className="text-sm font-semibold">Quick Notes</span>
        <ChevronUp aria-hidden="true" className="ml-auto hidden text-muted-foreground sm:block" />
      </Button>
      <NoteStatusText status={status} className="hidden shrink min-[360px]:inline-flex" />
      <Button
        size="icon-sm"
        variant="ghost"
        className="rounded-full"
        aria-label="Close Quick Notes"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  )
}
