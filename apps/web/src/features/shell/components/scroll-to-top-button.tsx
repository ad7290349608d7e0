import { ArrowUp } from 'lucide-react'
import { useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { useScrolledPast } from '../hooks/use-scrolled-past'
import { isStartupDetail } from '../utils/is-startup-detail'

const SCROLL_TO_TOP_THRESHOLD_PX = 300

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  // The button disappears at the top: hand keyboard focus to the page instead of losing it.
  document.getElementById('main')?.focus({ preventScroll: true })
}

/**
 * Appears once the page has scrolled past SCROLL_TO_TOP_THRESHOLD_PX (300); never on a startup's
 * detail page. The app shell scrolls the window, so that is what it watches. It sits in the shell's dock,
 * which places it.
 */
export function ScrollToTopButton() {
  const { pathname } = useLocation()
  const scrolledPast = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX)

  if (!scrolledPast || isStartupDetail(pathname)) return null
  return (
    <Button
      size="icon"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={scrollToTop}
      className="size-11 rounded-full"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </Button>
  )
}
