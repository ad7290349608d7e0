declare global {
  interface Window {
    /** public/early.js: the buttons pressed before React took the page over (and stop listening) */
    coldstartTakeEarlyClicks?: () => HTMLButtonElement[]
  }
}

/** Stops remembering early clicks: React handles the page's clicks from now on. */
export function forgetEarlyClicks() {
  window.coldstartTakeEarlyClicks?.()
}

/**
 * Presses again the last button pressed before hydration finished (only the last: pressing a toggle twice
 * would undo it), now that React listens.
 */
export function replayEarlyClick() {
  const last = window.coldstartTakeEarlyClicks?.().at(-1)
  if (last?.isConnected && !last.disabled) last.click()
}
