import { useEffect } from 'react'

/** Below this the body box is too small to write in; the area scrolls instead. */
const MIN_BODY_PX = 160

/**
 * On a phone the composer fills the visible screen: the visual viewport, which is what is left above the
 * keyboard. Its height and offset go to the dialog (`--composer-height`, `--composer-top`), and the body box
 * is sized to the dialog's scrolling area (`--composer-body-height`), so a focused body shows whole above the
 * keyboard instead of a few lines of a box scrolling inside a scrolling dialog. The classes that read these
 * apply below `sm` only.
 */
export function useFitToVisualViewport(area: HTMLElement | null) {
  useEffect(() => {
    const content = area?.closest<HTMLElement>('[data-slot="dialog-content"]')
    if (!area || !content) return
    const viewport = window.visualViewport
    const fit = () => {
      content.style.setProperty('--composer-height', `${viewport?.height ?? window.innerHeight}px`)
      content.style.setProperty('--composer-top', `${viewport?.offsetTop ?? 0}px`)
      content.style.setProperty('--composer-body-height', `${Math.max(MIN_BODY_PX, area.clientHeight - 8)}px`)
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(area)
    viewport?.addEventListener('resize', fit)
    viewport?.addEventListener('scroll', fit)
    return () => {
      observer.disconnect()
      viewport?.removeEventListener('resize', fit)
      viewport?.removeEventListener('scroll', fit)
    }
  }, [area])
}
