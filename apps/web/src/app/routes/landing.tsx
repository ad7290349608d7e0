import { paths } from '@/config/paths'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in'
import { useAuthStatus } from '@/features/auth/hooks/use-auth-status'
import { ClosingCallToAction } from '@/features/marketing/components/closing-call-to-action'
import { LandingHero } from '@/features/marketing/components/landing-hero'
import { LandingSteps } from '@/features/marketing/components/landing-steps'
import { ProductHighlights } from '@/features/marketing/components/product-highlights'
import { JoinCount } from '@/features/stats/components/join-count'
import { useDocumentTitle } from '@/hooks/use-document-title'

function Landing() {
  useDocumentTitle()
  // Signed-in visitors are redirected before this renders; the check keeps the button right regardless.
  const ctaHref = useAuthStatus() === 'signed-in' ? paths.app.root.getHref() : paths.auth.signUp.getHref()

  return (
    <>
      <LandingHero ctaHref={ctaHref} joinCount={<JoinCount audience="students" />} />
      <ProductHighlights />
      <LandingSteps />
      <ClosingCallToAction ctaHref={ctaHref} />
    </>
  )
}

export function LandingRoute() {
  return (
    <RedirectIfSignedIn>
      <Landing />
    </RedirectIfSignedIn>
  )
}
