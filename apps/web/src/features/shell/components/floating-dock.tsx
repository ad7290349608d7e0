import { useEffect, type ReactNode } from 'react'

/**
 * The dock's height, the shell's `--floating-dock-height`: what the page leaves free at the bottom and what a
 * sticky bar of the page (the profile's save bar) sits on. Room for a 44 px control with 2 px either side:
 * with the phone header (48 px) the fixed layers keep to 12% of a phone's screen (96 of 844 px).
 */
export const FLOATING_DOCK_HEIGHT = '3rem'

type Props = {
  /** The left end: a bar that may open a panel above the dock (positioned against this slot). */
  start?: ReactNode
  /** The right end; its room is kept when it is empty, so the start never grows and shrinks with it. */
  end?: ReactNode
}

/**
 * The strip at the bottom of the content column that holds the shell's bottom controls, so nothing floats
 * over the page: sticky, it stays at the bottom of the screen while the page scrolls and, at the page's end,
 * sits below the last line instead of over it. Opaque, so the page never shows through it.
 */
export function FloatingDock({ start, end }: Props) {
  // A focused field or a scrolled-to anchor stops above the dock, not under it; toasts rise above it too
  // (the toaster sits outside the shell, so the height goes on <html>: --dock-clearance in globals.css).
  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.scrollPaddingBottom
    root.style.scrollPaddingBottom = FLOATING_DOCK_HEIGHT
    root.style.setProperty('--dock-clearance', FLOATING_DOCK_HEIGHT)
    return () => {
      root.style.scrollPaddingBottom = previous
      root.style.removeProperty('--dock-clearance')
    }
  }, [])

  return (
    // z-40, as the header: above the page's sticky bars, below the dialogs (z-50)
    <aside
      aria-label="Page tools"
      className="sticky bottom-0 z-40 flex h-(--floating-dock-height) items-center gap-2 border-t bg-background px-4 sm:px-6 lg:px-10"
    >
      <div className="relative flex min-w-0 flex-1 items-center self-stretch">{start}</div>
      <div className="flex min-w-11 shrink-0 justify-end">{end}</div>
    </aside>
  )
}
