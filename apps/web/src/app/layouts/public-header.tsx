import { Menu } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Logo } from '@/components/layouts/logo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useAuthStatus } from '@/features/auth/hooks/use-auth-status'
import { JoinCount } from '@/features/stats/components/join-count'
import { ThemeToggle } from '@/features/theme/components/theme-toggle'
import { publicNavLinks } from './public-nav-links'
import { lazyWithRetry } from '@/lib/lazy-with-retry'

// The phone menu (Radix Dialog) loads when first wanted, keeping it out of the landing's initial JS.
const loadMobileMenu = () => import('./public-mobile-menu')
const PublicMobileMenu = lazyWithRetry(() => loadMobileMenu().then((m) => ({ default: m.PublicMobileMenu })))

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
  )
}

/**
 * The public top bar: How To Use, Team, Donate, "Join N+ users", Get Started (account creation) or Dashboard,
 * and a Sign in link for a returning visitor while signed out.
 */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuWanted, setMenuWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const isSignedIn = useAuthStatus() === 'signed-in'
  const cta = isSignedIn
    ? { label: 'Dashboard', href: paths.app.root.getHref() }
    : { label: 'Get Started', href: paths.auth.signUp.getHref() }
  const signIn = isSignedIn ? undefined : { label: 'Sign in', href: paths.auth.signIn.getHref() }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo to={paths.home.getHref()} />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
            <NavLink key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <JoinCount audience="users" className="mr-2 hidden text-sm text-muted-foreground lg:inline-flex" />
          <ThemeToggle />
          {signIn && (
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
              <Link to={signIn.href}>{signIn.label}</Link>
            </Button>
          )}
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={cta.href}>{cta.label}</Link>
          </Button>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="md:hidden"
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => {
              setMenuWanted(true)
              setMenuOpen(true)
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          {menuWanted && (
            <Suspense fallback={null}>
              <PublicMobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                cta={cta}
                signIn={signIn}
                joinCount={<JoinCount audience="users" />}
                triggerRef={menuButton}
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
