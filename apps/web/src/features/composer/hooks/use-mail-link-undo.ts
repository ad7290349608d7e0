import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { offerMailLinkUndo, undoMailLinkSend } from '../api/undo-mail-link-send'

export type MailLinkUndoState =
  { phase: 'offered' | 'undoing' | 'undone' } | { phase: 'failed'; error: string }

type Offer = MailLinkUndoState & { ids: string[] }

/**
 * The Undo of a mail link's send inside the open composer, which is modal: everything outside it, the
 * toast's Undo too, is inert while it is open. A step's mail link send is offered here; closing the composer
 * with the Undo unused hands it to the toast, as does a send whose ids arrive after the composer closed. A new
 * step (another send, template or person) drops it unused: that send stays logged, as any other.
 * `onSendUndone` runs whichever Undo took the send back (the caller's own marks, e.g. a nudge followed up).
 */
export function useMailLinkUndo(open: boolean, onSendUndone?: () => void) {
  const queryClient = useQueryClient()
  const [offer, setOffer] = useState<Offer | null>(null)
  const step = useRef(0)
  const isOpen = useRef(open)
  useEffect(() => {
    isOpen.current = open
  }, [open])

  /** For recordSend: takes the ids of this step's mail link send. */
  function track() {
    const at = step.current
    return (ids: string[]) => {
      if (!ids.length) return
      if (at === step.current) setOffer({ ids, phase: 'offered' })
      else if (!isOpen.current) offerMailLinkUndo(ids, queryClient, onSendUndone)
    }
  }

  /** The step ends; `closing`: the composer closes, and an Undo not used (or that failed) becomes a toast. */
  function end(closing: boolean) {
    step.current += 1
    if (closing && (offer?.phase === 'offered' || offer?.phase === 'failed'))
      offerMailLinkUndo(offer.ids, queryClient, onSendUndone)
    setOffer(null)
  }

  /** Takes the send back; `onUndone` once the server has (the step may send again, and log it). */
  async function undo(onUndone: () => void) {
    if (!offer || offer.phase === 'undoing' || offer.phase === 'undone') return
    const { ids } = offer
    const at = step.current
    setOffer({ ids, phase: 'undoing' })
    try {
      await undoMailLinkSend(ids, queryClient)
      if (at !== step.current) return
      setOffer({ ids, phase: 'undone' })
      onSendUndone?.()
      onUndone()
    } catch (error) {
      if (at === step.current) setOffer({ ids, phase: 'failed', error: (error as Error).message })
    }
  }

  const state: MailLinkUndoState | null =
    offer && (offer.phase === 'failed' ? { phase: 'failed', error: offer.error } : { phase: offer.phase })
  return { state, track, end, undo }
}
