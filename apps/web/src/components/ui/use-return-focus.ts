import { useRef } from 'react'

type FocusEventHandler = ((event: Event) => void) | undefined

/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened (the button that opened
 * it), even when that button is not a Radix Trigger, the dialog's code loaded late, or the page re-rendered
 * it meanwhile (then the element now standing where it stood, found by id or accessible name, else <main>).
 * Radix's own return goes to the body in those cases. A caller's handler runs first and may prevent this.
 */
export function useReturnFocus(onOpenAutoFocus: FocusEventHandler, onCloseAutoFocus: FocusEventHandler) {
  const opener = useRef<{ element: HTMLElement; id: string; label: string } | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix calls this before it moves focus into the dialog: the opener still has it
      const active = document.activeElement
      opener.current =
        active instanceof HTMLElement && active !== document.body
          ? { element: active, id: active.id, label: active.getAttribute('aria-label') ?? '' }
          : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented) return
      const target = opener.current && stillThere(opener.current)
      if (!target) return
      event.preventDefault()
      target.focus()
    },
  }
}

function stillThere({ element, id, label }: { element: HTMLElement; id: string; label: string }) {
  if (element.isConnected) return element
  const byId = id ? document.getElementById(id) : null
  if (byId) return byId
  const byLabel = label ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null
  return byLabel ?? document.getElementById('main')
}
