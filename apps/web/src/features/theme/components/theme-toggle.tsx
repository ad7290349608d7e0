import { Moon, Sun } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { useTheme } from '../hooks/use-theme'
import { DEFAULT_THEME } from '../hooks/use-theme'

const currentTheme = () => useTheme.getState().theme
// Pre-rendered pages are built in the default theme (docs/decisions/016): hydration starts from it and React
// re-renders with the stored theme straight after, instead of failing on a mismatch.
const prerenderedTheme = () => DEFAULT_THEME

export function ThemeToggle() {
  const theme = useSyncExternalStore(useTheme.subscribe, currentTheme, prerenderedTheme)
  const toggleTheme = useTheme((state) => state.toggleTheme)

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-pressed={theme === 'dark'}
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
    >
      {/* Chosen by the `dark` class public/early.js puts on <html>: right from the first paint, before
          any script of the app has run. */}
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  )
}
